// The `logo` file of a multipart upload (a recruiter's university logo, a tenant site's logo), read
// whole (logos are small); 400 with a sentence for anything else. The bytes are judged later
// (services/src/images/logo-image.ts).
import type { FastifyRequest } from 'fastify';
import { invalid } from '@phd/services/errors';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE } from '@phd/services/images/logo-image';

export const NO_LOGO = 'Please choose an image file to upload as the logo.';

/** The `logo` file of a multipart body, read whole (logos are small); 400 for anything else. */
export async function readLogo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid(NO_LOGO);
  let logo: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'logo' || logo) {
        part.file.resume();
        continue;
      }
      logo = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw invalid(LOGO_TOO_LARGE);
    throw invalid(NO_LOGO);
  }
  if (!logo || logo.length === 0) throw invalid(NO_LOGO);
  return logo;
}
