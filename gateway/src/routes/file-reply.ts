// How a file leaves the gateway: its Content-Disposition (RFC 6266 with the RFC 5987 `filename*`), and
// a stored resume on every route that serves one, always under the name resumeFileName gives it (the
// extension of its detected type, whatever name it was uploaded or stored under).
import type { FastifyReply } from 'fastify';
import { resumeFileName } from '@phd/services/applications/resume-types';
import type { StoredFile } from '@phd/services/storage/storage';

/** A filename safe in a quoted header value; the original in RFC 5987 form for browsers that read it. */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  // Some browsers percent-decode the quoted form (RFC 6266 appendix D advises against '%' there).
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // RFC 5987 leaves ' ( ) * out of attr-char, and encodeURIComponent keeps them: encode them too.
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface ResumeToSend {
  filename: string | null;
  /** The type detected at upload; rows without one are served as storage labels them. */
  mime: string | null;
}

/** A stored resume as a download (or inline, for a preview), never sniffed, never leaking its address. */
export function sendResume(
  reply: FastifyReply,
  file: StoredFile,
  resume: ResumeToSend,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const type = resume.mime ?? file.contentType;
  reply
    .type(type)
    .header('content-disposition', contentDisposition(resumeFileName(resume.filename, type), disposition))
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}

/** An applicant's file shown inside the review screen (a resume, a letter) may not run anything or reach anywhere. */
export const SANDBOXED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
