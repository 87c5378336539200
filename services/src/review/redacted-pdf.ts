// Blind review's copy of a resume as a PDF (issue 34): the redacted text on A4 pages in a standard
// font, lines wrapped to the page, as many pages as it takes, each headed "Redacted for blind review".
// The standard fonts encode only Windows-1252: any other character is written without its accents
// when that is enough, else as "?", so no resume can make the rendering throw. The document carries
// no metadata from the original (title, author) that could name the applicant.
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

export const REDACTED_HEADER = 'Redacted for blind review';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = 14.5;
const HEADER_SIZE = 9;

/** Letters with no decomposition to a plain one (NFKD leaves them whole). */
const PLAIN: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  ĸ: 'k',
};

/** `text` written only with characters `font` can encode. */
function encodable(text: string, supported: Set<number>): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\t') out += '    ';
    else if (supported.has(cp)) out += ch;
    else {
      const plain = PLAIN[ch] ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain.length > 0 && [...plain].every((c) => supported.has(c.codePointAt(0)!)) ? plain : '?';
    }
  }
  return out;
}

/** One paragraph's lines, each no wider than `width` (a word wider than a line is cut). */
function wrap(paragraph: string, font: PDFFont, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, SIZE) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let n = rest.length - 1;
      while (n > 1 && !fits(rest.slice(0, n))) n--;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/** The redacted text as a PDF. */
export async function redactedPdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle('Resume (redacted for blind review)');
  pdf.setProducer('PhD Finder');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(font.getCharacterSet());
  const width = A4[0] - 2 * MARGIN;
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((p) => wrap(encodable(p.trimEnd(), supported), font, width));

  const top = A4[1] - MARGIN;
  const perPage = Math.max(1, Math.floor((top - MARGIN - 2 * LEADING) / LEADING));
  for (let start = 0; start === 0 || start < lines.length; start += perPage) {
    const page = pdf.addPage(A4);
    page.drawText(REDACTED_HEADER, { x: MARGIN, y: top, size: HEADER_SIZE, font: bold });
    lines.slice(start, start + perPage).forEach((line, i) => {
      if (line) page.drawText(line, { x: MARGIN, y: top - 2 * LEADING - i * LEADING, size: SIZE, font });
    });
  }
  return Buffer.from(await pdf.save());
}
