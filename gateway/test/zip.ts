// Builds real zip files (local headers, central directory, end record) for upload tests: a DOCX as
// Word writes one, and a zip bomb.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate (method 8) instead of storing (method 0). */
  deflate?: boolean;
}

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(packed.length, 20);
    record.writeUInt32LE(entry.data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

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
