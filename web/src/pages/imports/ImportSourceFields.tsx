// What the person points the import at: a CSV or XLSX file (with the template to start from), or a URL
// with its format (or "Let us tell") and how often it is read again; and the defaults for what rows
// leave out. Only inputs: the form (ImportForm.tsx) holds their values and runs the preview.
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { IMPORT_FORMATS, IMPORT_SCHEDULES } from '@phd/contracts/endpoints/imports';
import type { ImportDefaults, ImportsApi } from '../../api/imports.ts';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { INPUT_CLASS, TextField } from '../../components/ui/TextField.tsx';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { saveFile } from '../tenant/review/save-file.ts';
import { DemoSampleHint } from './DemoSampleHint.tsx';
import { FORMAT_LABELS, SCHEDULE_LABELS } from './import-labels.ts';

export type Mode = 'file' | 'url';
export type UrlFormat = (typeof IMPORT_FORMATS)[number] | '';
export type Schedule = (typeof IMPORT_SCHEDULES)[number];

export interface SourceDraft {
  mode: Mode;
  file: File | null;
  url: string;
  format: UrlFormat;
  schedule: Schedule;
  defaults: Required<Pick<ImportDefaults, 'university' | 'country' | 'department'>>;
}

export const EMPTY_SOURCE: SourceDraft = {
  mode: 'file',
  file: null,
  url: '',
  format: '',
  schedule: 'daily',
  defaults: { university: '', country: '', department: '' },
};

export const FILE_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE_NAME = 'phd-finder-import-template.csv';

function Select({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={`${INPUT_CLASS} border-slate-300`} {...select}>
        {children}
      </select>
    </div>
  );
}

export function ImportSourceFields({
  api,
  draft,
  onChange,
}: {
  api: ImportsApi;
  draft: SourceDraft;
  onChange: (next: Partial<SourceDraft>) => void;
}) {
  const errors = useErrorModal();
  const template = () =>
    api.template().then(
      (blob) => saveFile(blob, TEMPLATE_NAME),
      (error: unknown) => errors.show(serverMessage(error, 'The template could not be downloaded.')),
    );
  const setDefault = (key: keyof SourceDraft['defaults']) => (event: { target: { value: string } }) =>
    onChange({ defaults: { ...draft.defaults, [key]: event.target.value } });

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="font-medium text-slate-800">Where the positions come from</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['file', 'Upload a file'],
              ['url', 'From a URL'],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="import-mode"
                value={mode}
                checked={draft.mode === mode}
                onChange={() => onChange({ mode })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <DemoSampleHint mode={draft.mode} onUseFeed={(url) => onChange({ url })} />

      {/* Both stay mounted, so a file chosen before a look at the URL tab is still chosen on return. */}
      <div className="space-y-2" hidden={draft.mode !== 'file'}>
        <TextField
          label="CSV or XLSX file"
          type="file"
          accept={FILE_TYPES}
          required={draft.mode === 'file'}
          hint="Up to 10 MB and 5,000 rows. Columns are matched by their header (Title, University, Country, Closing date, Link, Reference…, in English, German, French or Dutch); you choose the rest after the preview."
          onChange={(event) => onChange({ file: event.target.files?.[0] ?? null })}
        />
        <button type="button" className={`${TEXT_LINK} text-sm`} onClick={() => void template()}>
          Download the template (CSV)
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2" hidden={draft.mode !== 'url'}>
        <TextField
          className="sm:col-span-2"
          label="Address"
          type="url"
          inputMode="url"
          required={draft.mode === 'url'}
          placeholder="https://www.example.ac.uk/jobs/feed.xml"
          hint="A feed (RSS, Atom, JSON Feed), a careers page or sitemap with schema.org JobPosting, a CSV link, or another PhD Finder site’s export."
          value={draft.url}
          onChange={(event) => onChange({ url: event.target.value })}
        />
        <Select
          label="Format"
          value={draft.format}
          onChange={(event) => onChange({ format: event.target.value as UrlFormat })}
        >
          <option value="">Let us tell</option>
          {IMPORT_FORMATS.map((format) => (
            <option key={format} value={format}>
              {FORMAT_LABELS[format]}
            </option>
          ))}
        </Select>
        <Select
          label="Read it again"
          value={draft.schedule}
          onChange={(event) => onChange({ schedule: event.target.value as Schedule })}
        >
          {IMPORT_SCHEDULES.map((schedule) => (
            <option key={schedule} value={schedule}>
              {SCHEDULE_LABELS[schedule]}
            </option>
          ))}
        </Select>
      </div>

      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-medium text-slate-800">Defaults for what rows leave out</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <TextField label="University" value={draft.defaults.university} onChange={setDefault('university')} />
          <TextField label="Country" value={draft.defaults.country} onChange={setDefault('country')} />
          <TextField label="Department" value={draft.defaults.department} onChange={setDefault('department')} />
        </div>
      </details>
    </div>
  );
}

/** The defaults typed, without the empty ones; undefined when none. */
export function typedDefaults(draft: SourceDraft): ImportDefaults | undefined {
  const entries = Object.entries(draft.defaults)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The file's format by its name: an .xlsx is a workbook, anything else is read as CSV (the server checks). */
export const fileFormat = (file: File): 'csv' | 'xlsx' => (/\.xlsx$/i.test(file.name) ? 'xlsx' : 'csv');

/** The name a new source gets unless the person types one: the file's name, or the URL's host. */
export function defaultName(draft: SourceDraft): string {
  if (draft.mode === 'file') return draft.file?.name ?? '';
  try {
    return new URL(draft.url.trim()).host;
  } catch {
    return draft.url.trim();
  }
}
