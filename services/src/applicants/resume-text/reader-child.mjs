// The extraction child process (started by extract.ts, which keeps it in bounds): the file's bytes on
// stdin; arguments: the kind (pdf | docx), most pages, most characters; one JSON line on fd 3,
// { text } or { error }. Plain JavaScript so it starts in a fraction of a second without a loader.
// Library chatter goes to stdout/stderr and never mixes with the answer.
import { createWriteStream } from 'node:fs';

const [kind, maxPages, maxChars] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];

async function pdfText(bytes) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const parts = [];
  let length = 0;
  for (let n = 1; n <= Math.min(doc.numPages, maxPages) && length < maxChars; n++) {
    const page = await doc.getPage(n);
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item)) continue;
      const piece = item.str + (item.hasEOL ? '\n' : ' ');
      parts.push(piece);
      length += piece.length;
    }
    parts.push('\n');
    page.cleanup();
  }
  await doc.destroy();
  return parts.join('');
}

async function docxText(bytes) {
  const { default: mammoth } = await import('mammoth');
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

const answer = createWriteStream('', { fd: 3 });
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
try {
  const bytes = Buffer.concat(chunks);
  const text = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
  answer.end(`${JSON.stringify({ text: text.slice(0, maxChars) })}\n`);
} catch (err) {
  answer.end(`${JSON.stringify({ error: String(err?.message ?? err) })}\n`);
}
