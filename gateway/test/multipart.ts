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
