// The application form's resume (issue 32): with stored CVs, a choice among them (the default
// selected) or "Upload a new file"; without any, the file input alone. A stored CV is sent by its id
// and the server copies it for this application.
import type { InputHTMLAttributes } from 'react';
import type { StoredCv } from '../../api/profile.ts';
import { RESUME_EXTENSIONS } from './application-rules.ts';

/** The choice's value for a new upload. */
export const NEW_UPLOAD = '';

interface ResumeChoiceProps {
  cvs: StoredCv[];
  /** A stored CV's id, or NEW_UPLOAD. */
  choice: string;
  onChoose: (choice: string) => void;
  onFile: (file: File | null) => void;
  /** The file input's id, class and error wiring (the form's field props). */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
}

export function ResumeChoice({ cvs, choice, onChoose, onFile, input }: ResumeChoiceProps) {
  const file = (
    <input
      type="file"
      name="resume"
      accept={RESUME_EXTENSIONS.join(',')}
      {...input}
      onChange={(e) => onFile(e.target.files?.[0] ?? null)}
    />
  );
  if (cvs.length === 0) return file;
  const option = (value: string, text: string) => (
    <label key={value || 'new'} className="flex items-start gap-2 py-1 text-slate-800">
      <input
        type="radio"
        name={`${input.id}-choice`}
        value={value}
        checked={choice === value}
        onChange={() => onChoose(value)}
        className="mt-1"
      />
      <span className="break-all">{text}</span>
    </label>
  );
  return (
    <div role="radiogroup" aria-label="Which resume to send" className="mt-1">
      {cvs.map((cv) => option(cv.id, cv.is_default ? `${cv.filename} (default)` : cv.filename))}
      {option(NEW_UPLOAD, 'Upload a new file')}
      {choice === NEW_UPLOAD && file}
    </div>
  );
}
