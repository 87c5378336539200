// The `logo` file of a multipart upload (a recruiter's university logo, a tenant site's logo, an
// admin's), read whole (logos are small), with the form's text fields when the route takes some (the
// admin's create form); 400 with a sentence for anything else. The bytes are judged later
// (services/src/images/logo-image.ts).
import type { FastifyRequest } from 'fastify';
import { invalid } from '@phd/services/errors';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE } from '@phd/services/images/logo-image';
import { guardFormText } from '../plugins/input-guard.ts';

export const NO_LOGO = 'Please choose an image file to upload as the logo.';
export const FORM_UNREADABLE = 'The form could not be read. Please send it again.';

export interface LogoFormOptions {
  /** The text fields to keep (others are ignored); the first value of each counts. */
  fieldNames?: ReadonlySet<string>;
  /** Whether a form without a logo is refused (NO_LOGO). */
  logoRequired?: boolean;
  /** Largest text field in bytes (a rich-text description is long). */
  fieldSize?: number;
}

/** A multipart form's text fields and its `logo` file (null when absent and not required); 400 otherwise. */
export async function readLogoForm(
  request: FastifyRequest,
  { fieldNames = new Set(), logoRequired = true, fieldSize = 10_000 }: LogoFormOptions = {},
): Promise<{ fields: Record<string, string>; logo: Buffer | null }> {
  if (!request.isMultipart()) throw invalid(NO_LOGO);
  const fields: Record<string, string> = {};
  let logo: Buffer | null = null;
  const fieldLimit = fieldNames.size + 5;
  try {
    const parts = request.parts({
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: fieldLimit, fieldSize, parts: fieldLimit + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (fieldNames.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] ??= part.value;
        continue;
      }
      if (part.fieldname !== 'logo' || logo) {
        part.file.resume();
        continue;
      }
      logo = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw invalid(LOGO_TOO_LARGE);
    throw invalid(logoRequired ? NO_LOGO : FORM_UNREADABLE);
  }
  guardFormText(fields);
  if (logo?.length === 0) logo = null;
  if (!logo && logoRequired) throw invalid(NO_LOGO);
  return { fields, logo };
}

/** The `logo` file of a multipart body, read whole (logos are small); 400 for anything else. */
export async function readLogo(request: FastifyRequest): Promise<Buffer> {
  const { logo } = await readLogoForm(request);
  return logo!;
}
