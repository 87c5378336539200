// `npm run eval:readings`: what the local engine reads of every labelled posting (summary, discipline,
// facts, language), one short hash a posting, recorded in engine-readings.json with the engine's
// revision (services/src/enrichment/engine-revision.ts). Rows in a deployment are read again only when
// that revision rises, so a change that reads any posting differently must raise it:
// engine-readings.test.ts fails until it does and the readings are recorded again, and this script
// refuses to record changed readings under the old revision.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localEnrichmentEngine } from '@phd/services/enrichment/configured-engine';
import { LOCAL_ENGINE_REVISION } from '@phd/services/enrichment/engine-revision';
import { EVAL_SETS, engineInput, loadEvalSet } from './evaluate.ts';

export const READINGS_PATH = join(import.meta.dirname, 'engine-readings.json');

export interface RecordedReadings {
  revision: number;
  /** Posting id -> the first 12 characters of the SHA-256 of the engine's result. */
  readings: Record<string, string>;
}

/** The engine's reading of every labelled posting today, by id, in id order. */
export async function currentReadings(): Promise<Record<string, string>> {
  const engine = localEnrichmentEngine();
  const postings = EVAL_SETS.flatMap((set) => loadEvalSet(set.path)).sort((a, b) => (a.id < b.id ? -1 : 1));
  const readings: Record<string, string> = {};
  for (const posting of postings) {
    const result = await engine.enrich(engineInput(posting));
    readings[posting.id] = createHash('sha256').update(JSON.stringify(result)).digest('hex').slice(0, 12);
  }
  return readings;
}

export const recordedReadings = (): RecordedReadings =>
  existsSync(READINGS_PATH) ? JSON.parse(readFileSync(READINGS_PATH, 'utf8')) : { revision: 0, readings: {} };

/** Ids recorded whose reading is not the recorded one (postings added since are not changes). */
export const changedReadings = (recorded: RecordedReadings, now: Record<string, string>) =>
  Object.keys(recorded.readings).filter((id) => id in now && now[id] !== recorded.readings[id]);

if (import.meta.url === `file://${process.argv[1]}`) {
  const now = await currentReadings();
  const recorded = recordedReadings();
  const changed = changedReadings(recorded, now);
  if (changed.length > 0 && LOCAL_ENGINE_REVISION <= recorded.revision) {
    console.error(
      `${changed.length} postings are read differently (${changed.slice(0, 5).join(', ')}…): raise LOCAL_ENGINE_REVISION ` +
        '(services/src/enrichment/engine-revision.ts) so deployed rows are read again, then run this again.',
    );
    process.exit(1);
  }
  const file: RecordedReadings = { revision: LOCAL_ENGINE_REVISION, readings: now };
  writeFileSync(READINGS_PATH, `${JSON.stringify(file, null, 2)}\n`);
  console.log(
    `${Object.keys(now).length} readings recorded at revision ${LOCAL_ENGINE_REVISION} (${changed.length} changed)`,
  );
}
