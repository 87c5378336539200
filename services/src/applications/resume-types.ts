// The resume types accepted (by content, resume.ts) and the one rule for the name a resume is stored
// and served under. A file that is both a PDF and an HTML page, sent as `cv.html`, is a PDF to us;
// saved by a reviewer as `cv.html` and opened, it would be an HTML page running its script. So the
// name's extension is always the detected type's, whatever the candidate called it.

export const ACCEPTED: Record<string, { ext: string; mime: string }> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  // Word 97-2003 files are OLE2 compound files; file-type cannot tell them from old Excel files, so
  // the name decides between .doc and a refusal.
  cfb: { ext: 'doc', mime: 'application/msword' },
};

const EXTENSION_OF = new Map(Object.values(ACCEPTED).map(({ ext, mime }) => [mime, ext]));

/** What nobody opens by double-clicking: a file of a type we did not detect. */
const UNKNOWN_EXTENSION = 'bin';
const MAX_BASE_LENGTH = 200;

// Controls (C0, DEL, C1) and the invisible format characters that make a name read differently
// from what it is (right-to-left override: `cv\u202Efdp.html` shows as `cvlmth.pdf`).
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
/** An extension as file managers read it; the dot of "Dr. Ann Lee CV" is not one. */
const EXTENSION = /\.[a-z0-9]{1,5}$/i;

/**
 * The name a stored resume is saved and served under: the candidate's name without path, controls or
 * invisible characters, ending in the extension of `mime` (the detected type): `polyglot.html` as a
 * PDF is `polyglot.pdf`. Used when a resume is stored and again when one is served (rows stored
 * before this rule keep their original names).
 */
export function resumeFileName(original: string | null | undefined, mime: string | null | undefined): string {
  const ext = (mime && EXTENSION_OF.get(mime.split(';')[0]!.trim().toLowerCase())) ?? UNKNOWN_EXTENSION;
  const lastSegment = (original ?? '').split(/[\\/]/).pop()!;
  const cleaned = lastSegment.normalize('NFC').replace(UNSAFE, '').trim();
  // Leading dots hide a file; trailing dots and spaces are dropped by Windows, exposing what is before.
  const trim = (name: string) => name.replace(/^[.\s]+|[.\s]+$/g, '');
  const base = trim(trim(cleaned).replace(EXTENSION, ''));
  const kept = base.toLowerCase().endsWith(`.${ext}`) ? base.slice(0, -ext.length - 1) : base;
  return `${[...kept].slice(0, MAX_BASE_LENGTH).join('').trim() || 'resume'}.${ext}`;
}
