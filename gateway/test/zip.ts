// DOCX files for upload tests (the zips are services/src/seed/zip-writer.ts's): a DOCX as Word writes
// one, and a zip bomb.
import { zip } from '@phd/services/seed/zip-writer';

export { zip };

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A minimal DOCX: [Content_Types].xml, then word/document.xml (`document` as its body). */
export function docx(document = '<?xml version="1.0"?><w:document/>', deflate = false): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'word/document.xml', data: Buffer.from(document), deflate },
  ]);
}

/** A DOCX whose document.xml unpacks to `megabytes` MiB of XML from a few tens of kilobytes. */
export function docxBomb(megabytes = 64): Buffer {
  const body = '<w:p><w:r><w:t>aaaaaaaa</w:t></w:r></w:p>'.repeat(Math.ceil((megabytes * 1024 * 1024) / 40));
  return docx(`<?xml version="1.0"?><w:document>${body}</w:document>`, true);
}

/** A bomb whose directory claims its document unpacks to 1,000 bytes: only unpacking it shows the truth. */
export function lyingDocxBomb(megabytes = 64): Buffer {
  const bomb = docxBomb(megabytes);
  // The last central directory record is word/document.xml's; its unpacked size is at +24.
  bomb.writeUInt32LE(1_000, bomb.length - 22 - 46 - 'word/document.xml'.length + 24);
  return bomb;
}
