// The words the import screens use for the contract's codes: fields, formats, schedules, states and a
// run's counts, so the form, the preview and the sources' list name each thing the same way.
import type { IMPORT_FIELDS, IMPORT_FORMATS, IMPORT_SCHEDULES } from '@phd/contracts/endpoints/imports';
import type { ImportRun, ImportSource } from '../../api/imports.ts';
import { FUNDING_CHOICES } from '../../components/listing/listing-url.ts';

export const FIELD_LABELS: Record<(typeof IMPORT_FIELDS)[number], string> = {
  id: 'Reference (id)',
  title: 'Title',
  university: 'University',
  department: 'Department',
  discipline: 'Discipline',
  supervisor: 'Supervisor',
  country: 'Country',
  city: 'City',
  description: 'Description',
  closing_date: 'Closing date',
  start_date: 'Start date',
  posted_date: 'Posted date',
  url: 'Link',
  funding: 'Funding',
  funding_type: 'Funding type',
  open_to: 'Open to',
};

export const IGNORE_LABEL = 'Ignore this column';

export const FORMAT_LABELS: Record<(typeof IMPORT_FORMATS)[number], string> = {
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  feed: 'RSS, Atom or JSON Feed',
  jobposting: 'Careers page or sitemap (schema.org JobPosting)',
  phd_export: 'Another PhD Finder site’s export',
};

export const SCHEDULE_LABELS: Record<(typeof IMPORT_SCHEDULES)[number], string> = {
  hourly: 'Every hour',
  daily: 'Every day',
  weekly: 'Every week',
};

export const STATE_LABELS: Record<ImportSource['state'], string> = {
  active: 'Active',
  paused: 'Paused',
  failing: 'Failing',
};

export const STATE_BADGES: Record<ImportSource['state'], string> = {
  active: 'bg-green-100 text-green-800',
  paused: 'bg-slate-200 text-slate-800',
  failing: 'bg-red-100 text-red-800',
};

export const RUN_STATUS_LABELS: Record<ImportRun['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

/** A funding type as the listing's filter names it; none (or unknown) is left to the enrichment. */
export function fundingLabel(type: string | null): string {
  return FUNDING_CHOICES.find((c) => c.value === type)?.label ?? 'Read from the description';
}

/** A run's counts in one line: "12 fetched · 11 created · 0 updated · …". */
export function runCounts(run: ImportRun): string {
  if (run.not_modified) return 'Unchanged since the last run: nothing was read';
  // A failed run changed nothing; its error says why.
  if (run.status === 'failed') return 'Nothing was changed';
  const parts = [
    `${run.fetched} fetched`,
    `${run.created} created`,
    `${run.updated} updated`,
    `${run.unchanged} unchanged`,
    `${run.closed} closed`,
    `${run.refused} refused`,
  ];
  return parts.join(' · ');
}

/** "1.2 s", "3 min 5 s". */
export function duration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** Whether the list should keep asking: a run is waiting or under way. */
export const isBusy = (source: ImportSource) =>
  source.last_run?.status === 'queued' || source.last_run?.status === 'running';

/** "CSV upload (positions.csv)", "RSS, Atom or JSON Feed · Every day"; the file's name only when the source has another. */
export function sourceKind(source: ImportSource): string {
  if (source.kind === 'upload') {
    const file = source.file_name && source.file_name !== source.name ? ` (${source.file_name})` : '';
    return `${FORMAT_LABELS[source.format]} upload${file}`;
  }
  return `${FORMAT_LABELS[source.format]}${source.schedule ? ` · ${SCHEDULE_LABELS[source.schedule]}` : ''}`;
}

/** "1 row", "12 rows". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
