// Import sources and runs as their contracts answer them (@phd/contracts/endpoints/imports): the API's
// snake_case, times as ISO 8601, a run's refusals as the run recorded them.
import type { ImportRunJson, ImportSourceJson } from '@phd/contracts/endpoints/imports';
import type { ImportRun } from '@phd/services/db/generated/client';
import type { SourceView } from '@phd/services/intake/sources';
import type { RowProblem } from '@phd/services/intake/types';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A JSON column written as an object of strings (mapping, defaults): anything else reads as empty. */
function strings(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function presentRun(run: ImportRun): ImportRunJson {
  return {
    id: run.id,
    status: run.status,
    trigger: run.trigger,
    not_modified: run.notModified,
    fetched: run.fetched,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    closed: run.closed,
    refused: run.refused,
    refusals: Array.isArray(run.refusals)
      ? (run.refusals as unknown as RowProblem[]).map(({ row, key, reason }) => ({ row, key: key ?? null, reason }))
      : [],
    error: run.error,
    started_at: iso(run.startedAt),
    finished_at: iso(run.finishedAt),
    duration_ms: run.durationMs,
  };
}

export function presentSource({ source, lastRun, positions }: SourceView): ImportSourceJson {
  return {
    id: source.id,
    name: source.name,
    kind: source.kind,
    format: source.format,
    url: source.url,
    file_name: source.fileName,
    schedule: source.schedule,
    state: source.state,
    mapping: strings(source.mapping),
    defaults: strings(source.defaults),
    last_run_at: iso(source.lastRunAt),
    next_run_at: iso(source.nextRunAt),
    consecutive_failures: source.consecutiveFailures,
    last_error: source.lastError,
    created_at: source.createdAt.toISOString(),
    positions,
    last_run: lastRun && presentRun(lastRun),
  };
}
