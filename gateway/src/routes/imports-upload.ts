// An import's upload form (issue 31): the file (read whole, at most 10 MB, judged by its content by
// services/src/intake/upload-file.ts) and its text fields, with the mapping and defaults sent as JSON
// text. The same form serves the upload and its preview (a dry run, which needs no name). Every problem
// is a 400 with a sentence; nothing is stored until the whole form is sound.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { uploadSourceFields, type UploadSourceFields } from '@phd/contracts/endpoints/imports';
import { invalid } from '@phd/services/errors';
import { parseForm } from '@phd/services/form-input';
import {
  checkUploadedFile,
  NO_UPLOAD_FILE,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
} from '@phd/services/intake/upload-file';
import { guardFormText } from '../plugins/input-guard.ts';

export const UPLOAD_FORM_UNREADABLE = 'The import form could not be read. Please send it again.';
export const notJson = (field: string) => `${field} must be JSON (an object)`;

const FIELD_NAMES = new Set(['name', 'format', 'mapping', 'defaults']);

/** A preview's fields: the upload's without its name (nothing is saved under it). */
export const previewUploadFields = uploadSourceFields.omit({ name: true });

export interface ImportForm<F> {
  fields: F;
  file: Buffer;
  fileName: string;
}

export type UploadForm = ImportForm<UploadSourceFields>;

/** A JSON text field: absent or blank is undefined; anything but JSON is a 400 naming the field. */
function jsonField(value: string | undefined, label: string): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw invalid(notJson(label));
  }
}

/** The form's fields (checked by `parse`: a schema's parseForm) and its file (checked by content); 400 otherwise. */
async function readImportForm<F extends { format: 'csv' | 'xlsx' }>(
  request: FastifyRequest,
  parse: (input: Record<string, unknown>) => F,
): Promise<ImportForm<F>> {
  if (!request.isMultipart()) throw invalid(NO_UPLOAD_FILE);
  const text: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 100_000, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') text[part.fieldname] ??= part.value;
      } else if (part.fieldname !== 'file' || file) {
        part.file.resume();
      } else {
        file = { bytes: await part.toBuffer(), name: part.filename };
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw invalid(UPLOAD_TOO_LARGE);
    throw invalid(UPLOAD_FORM_UNREADABLE);
  }
  guardFormText({ ...text, file: { filename: file?.name } });
  const fields = parse({
    name: text.name,
    format: text.format,
    mapping: jsonField(text.mapping, 'Mapping'),
    defaults: jsonField(text.defaults, 'Defaults'),
  });
  if (!file || file.bytes.length === 0) throw invalid(NO_UPLOAD_FILE);
  await checkUploadedFile(file.bytes, fields.format);
  return { fields, file: file.bytes, fileName: (file.name || `import.${fields.format}`).slice(0, 255) };
}

/** The upload's form: a name, a format, the file, and the mapping and defaults. */
export const readUploadForm = (request: FastifyRequest): Promise<UploadForm> =>
  readImportForm(request, (input) => parseForm(uploadSourceFields, input));

/** The preview's form: the upload's without a name. */
export const readPreviewForm = (request: FastifyRequest): Promise<ImportForm<z.output<typeof previewUploadFields>>> =>
  readImportForm(request, (input) => parseForm(previewUploadFields, input));
