// A multipart body for app.inject, built by the platform's own FormData encoder (as a browser would).
export async function multipartPayload(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** A FormData with one file part. */
export function fileForm(field: string, bytes: Buffer, filename: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/**
 * A multipart body written by hand, for what no browser sends but any client may: a part declared
 * UTF-16 (`Content-Type: text/plain; charset=utf-16le`), a file name in RFC 5987 form.
 */
export function handWrittenForm(parts: { headers: string[]; body: string | Buffer }[]) {
  const boundary = 'hand-written-form';
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`),
    Buffer.from(part.body),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A valid PDF that is also an HTML page with a script: accepted as a PDF by its content, dangerous if
 * it were saved under an `.html` name and opened.
 */
export const POLYGLOT_PDF = Buffer.from(
  '%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n' +
    '1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
