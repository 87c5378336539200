// The text of a stored resume, for search: PDF with Mozilla's PDF.js, DOCX with mammoth, DOC
// best-effort. No file may take the worker down, so the libraries run in a child process of their own
// (reader-child.mjs) with a small heap (running out kills the child, not us), a deadline (it is killed
// when it passes) and a cap on its answer; a DOCX is first really unpacked within ZIP_LIMITS (a bomb is
// refused before mammoth sees it), and only the first pages and characters are kept.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ACCEPTED } from '../../applications/resume-types.ts';
import { checkZipInflation } from '../../applications/zip-limits.ts';
import { storableText } from '@phd/contracts/input/text';

export interface ExtractLimits {
  timeoutMs: number;
  heapMb: number;
  /** A thesis-length PDF still gets its first pages read. */
  maxPages: number;
  /** Far more than any resume, small enough for the row and its vector. */
  maxChars: number;
}

/** A resume of 10 MB reads in a second or two on a busy machine; a minute means it never will. */
export const EXTRACT_LIMITS: ExtractLimits = { timeoutMs: 60_000, heapMb: 256, maxPages: 50, maxChars: 200_000 };

/** The file was read and found unreadable (or too costly to read): retrying cannot help. */
export class UnreadableResumeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableResumeError';
  }
}

const READER = fileURLToPath(new URL('./reader-child.mjs', import.meta.url));

// Cut last and made storable after the cut: a cut may fall between the two halves of a character.
const tidy = (text: string, limits: ExtractLimits) =>
  storableText(
    text
      .replace(/[^\S\n]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
      .slice(0, limits.maxChars),
  );

function readInChild(bytes: Buffer, kind: 'pdf' | 'docx', limits: ExtractLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = [
      `--max-old-space-size=${limits.heapMb}`,
      READER,
      kind,
      String(limits.maxPages),
      String(limits.maxChars),
    ];
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'ignore', 'pipe', 'pipe'] });
    // JSON of maxChars characters is at most 6 bytes a character, escaped.
    const maxAnswer = limits.maxChars * 6 + 4096;
    let answer = '';
    let stderr = '';
    let stopped: string | null = null;
    const stop = (why: string) => {
      stopped ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(`reading took longer than ${limits.timeoutMs} ms`), limits.timeoutMs);
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      if (answer.length > maxAnswer) stop('the text is larger than any resume');
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < 2_000) stderr += chunk.toString('utf8');
    });
    // A child that dies before reading everything breaks the pipe: 'close' below reports why.
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(bytes);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (stopped) return reject(new UnreadableResumeError(stopped));
      let parsed: { text?: string; error?: string } | undefined;
      try {
        parsed = JSON.parse(answer) as typeof parsed;
      } catch {
        parsed = undefined;
      }
      if (typeof parsed?.text === 'string') return resolve(parsed.text);
      if (parsed?.error)
        return reject(new UnreadableResumeError(`not a readable ${kind.toUpperCase()}: ${parsed.error}`));
      // Ended by its heap limit or a signal: the file is what made it so.
      const last = stderr.trim().split('\n').at(-1) ?? '';
      reject(new UnreadableResumeError(`the reader stopped (${signal ?? `exit ${code}`}) ${last}`.trim()));
    });
  });
}

/**
 * Word 97-2003 keeps its text as runs of 8-bit or UTF-16 characters among binary records; with no
 * maintained reader for the format, the readable runs are what search needs (words, not layout).
 */
function docText(bytes: Buffer): string {
  const runs = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{P}\p{Zs}]{5,}/gu) ?? [];
  return [...runs(bytes.toString('utf16le')), ...runs(bytes.toString('latin1'))].join('\n');
}

/** The resume's text; UnreadableResumeError when it cannot be read within the limits. */
export async function extractResumeText(bytes: Buffer, mime: string, limits = EXTRACT_LIMITS): Promise<string> {
  if (mime === ACCEPTED.pdf!.mime) return tidy(await readInChild(bytes, 'pdf', limits), limits);
  if (mime === ACCEPTED.docx!.mime) {
    const zip = checkZipInflation(bytes);
    if (!zip.ok) throw new UnreadableResumeError(`DOCX refused: ${zip.reason}`);
    return tidy(await readInChild(bytes, 'docx', limits), limits);
  }
  if (mime === ACCEPTED.cfb!.mime) return tidy(docText(bytes), limits);
  throw new UnreadableResumeError(`no text extraction for ${mime}`);
}
