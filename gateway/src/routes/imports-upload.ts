// An import's upload form (issue 31): the file (read whole, at most 10 MB, judged by its content by
// services/src/intake/upload-file.ts) and its text fields, with the mapping and defaults sent as JSON
// text. Every problem is a 400 with a sentence; nothing is stored until the whole form is sound.
import type { FastifyRequest } from 'fastify';
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

export interface UploadForm {
  fields: UploadSourceFields;
  file: Buffer;
  fileName: string;
}

/** A JSON text field: absent or blank is undefined; anything but JSON is a 400 naming the field. */
function jsonField(value: string | undefined, label: string): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw invalid(notJson(label));
  }
}

/** The form's fields (checked by the contract's schema) and its file (checked by content); 400 otherwise. */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
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
  const fields = parseForm(uploadSourceFields, {
    name: text.name,
    format: text.format,
    mapping: jsonField(text.mapping, 'Mapping'),
    defaults: jsonField(text.defaults, 'Defaults'),
  });
  if (!file || file.bytes.length === 0) throw invalid(NO_UPLOAD_FILE);
  await checkUploadedFile(file.bytes, fields.format);
  return { fields, file: file.bytes, fileName: (file.name || `import.${fields.format}`).slice(0, 255) };
}
