// The editor body (./editor-body.ts) sent as multipart form fields (the admin's create form with a
// logo): every value arrives as text, so the yes/no fields and the closing date are read back into the
// JSON body's types first; everything else is text already. A value that is neither is refused here with
// the field's name, as readEditorBody would.
import { invalid } from '../errors.ts';

const BOOLEAN_FIELDS = new Set(['fully_funded', 'collect_resumes']);
const TRUE = new Set(['true', 'on', '1', 'yes']);
const FALSE = new Set(['false', 'off', '0', 'no', '']);

function refuse(field: string, message: string): never {
  throw invalid(`Please check ${field}: ${message}.`, { [field]: message });
}

/** Text form fields -> the editor body's JSON values (booleans, the unix-seconds closing date). */
export function editorBodyFromFormFields(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(fields)) {
    const value = raw.trim();
    if (BOOLEAN_FIELDS.has(field)) {
      const lower = value.toLowerCase();
      if (TRUE.has(lower)) body[field] = true;
      else if (FALSE.has(lower)) body[field] = false;
      else refuse(field, 'must be true or false');
    } else if (field === 'closing_date') {
      if (value === '') body[field] = null;
      else if (/^\d{1,12}$/.test(value)) body[field] = Number(value);
      else refuse(field, 'must be a date in unix seconds');
    } else {
      body[field] = raw;
    }
  }
  return body;
}
