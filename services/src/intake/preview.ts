// A dry run of an import (issue 31, docs/imports.md "Preview (dry run)"): the upload or the URL read and
// each item mapped exactly as a run would (the same readers, mapping context and repeated-key refusal),
// with nothing written. The items stream past: only the first PREVIEW_ROWS rows and the first
// REFUSALS_KEPT refusals are kept, so a 5,000-row file previews in flat memory.
import {
  PREVIEW_ROWS,
  type ImportPreviewJson,
  type PreviewUrlInput,
  type UploadSourceFields,
} from '@phd/contracts/endpoints/imports';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { invalid, unavailable } from '../errors.ts';
import { readItems, type Body } from './formats/index.ts';
import { effectiveMapping } from './mapping/headers.ts';
import { mapItem, type MapContext } from './mapping/map-item.ts';
import { loadUniversityMatcher } from './mapping/universities.ts';
import { readSource } from './read-source.ts';
import { repeatsKey, sourceMapContext } from './run/map-context.ts';
import { resolveOwner, type SourceOwnership } from './run/owner.ts';
import { REFUSALS_KEPT } from './run/run-import.ts';
import type { SourceOwner } from './run/write-item.ts';
import { IntakeError, type IntakeFormat, type ItemField, type RowProblem, type SourceItem } from './types.ts';

/** What a preview reads besides the body: the mapping and defaults the person has chosen so far. */
export type PreviewSettings = Pick<UploadSourceFields, 'mapping' | 'defaults'>;

export interface PreviewDeps {
  db: Db;
  /** The host's turn (fetch/host-gate.ts), shared with the workers' runs. */
  redis: Redis;
  /** Test configurations only: fixture servers on 127.0.0.1 (config.intakeAllowLoopback). */
  allowLoopback: boolean;
  now?: () => Date;
}

export const PREVIEW_BUSY =
  'Another import is reading from this site right now; please try the preview again in a minute.';

/** The fields every published position has: a source that fills none of them has every row refused. */
const REQUIRED: readonly ItemField[] = ['title', 'university', 'country'];

/** A spreadsheet's fields are its headers; the other formats name theirs by ItemField. */
const SPREADSHEETS: ReadonlySet<IntakeFormat> = new Set(['csv', 'xlsx']);

/** An unreadable source as the person who gave it is told: a 400 with the reader's sentence (503 when we are busy). */
function asRequestError(error: unknown): unknown {
  if (!(error instanceof IntakeError)) return error;
  if (error.code === 'busy') return unavailable(PREVIEW_BUSY);
  if (error.code === 'unavailable') return unavailable(error.message);
  return invalid(error.message, undefined, error.code);
}

/** Tallies items as they are read and keeps only what the answer shows. */
class Tally {
  readonly #rows: ImportPreviewJson['rows'] = [];
  readonly #refusals: RowProblem[] = [];
  readonly #keys = new Map<string, number>();
  /** Each item field name seen, in order: a spreadsheet's headers, a feed's fields. */
  readonly #names = new Set<string>();
  #total = 0;
  #refused = 0;

  constructor(
    private readonly context: MapContext,
    private readonly owner: Pick<SourceOwner, 'fixed'>,
    private readonly now: () => Date,
  ) {}

  item(item: SourceItem): void {
    this.#total += 1;
    for (const name of Object.keys(item.fields)) this.#names.add(name);
    const mapped = mapItem(item, { ...this.context, now: this.now() });
    if (!mapped.ok) return this.refuse(mapped.problem);
    if (mapped.key !== null) {
      const first = this.#keys.get(mapped.key);
      if (first !== undefined) return this.refuse({ row: item.row, key: mapped.key, reason: repeatsKey(first) });
      this.#keys.set(mapped.key, item.row);
    }
    if (this.#rows.length >= PREVIEW_ROWS) return;
    // As the run writes it: the owner's university whatever the item says (run/write-item.ts).
    const input = { ...mapped.input, ...this.owner.fixed };
    this.#rows.push({
      row: item.row,
      key: mapped.key,
      reason: null,
      position: {
        title: input.title,
        university: input.universityName,
        country: input.country,
        city: input.city ?? null,
        department: input.department ?? null,
        discipline: input.discipline ?? null,
        closing_date: input.closingDate ? new Date(input.closingDate).toISOString() : null,
        funding_type: input.fundingType ?? null,
        url: input.opportunityUrl ?? null,
      },
    });
  }

  refuse(problem: RowProblem): void {
    this.#refused += 1;
    if (this.#refusals.length < REFUSALS_KEPT) this.#refusals.push(problem);
    if (this.#rows.length < PREVIEW_ROWS) this.#rows.push({ ...problem, position: null });
  }

  /** The rows shown so far are enough for a source whose later items are slow to read (a sitemap's pages). */
  get rowsFull(): boolean {
    return this.#rows.length >= PREVIEW_ROWS;
  }

  /** `format`: the one read (a URL's may be known only once its first bytes are). */
  result(format: IntakeFormat): ImportPreviewJson {
    const names = [...this.#names];
    const headers = SPREADSHEETS.has(format) ? names : [];
    const mapping = effectiveMapping(headers, this.context.mapping);
    const filled = new Set<string>(Object.values(effectiveMapping(names, this.context.mapping)));
    return {
      format,
      headers,
      mapping,
      missing_fields: this.#total === 0 ? [] : REQUIRED.filter((field) => !this.#covers(field, filled)),
      total: this.#total,
      publishable: this.#total - this.#refused,
      refused: this.#refused,
      rows: this.#rows,
      refusals: this.#refusals,
    };
  }

  /** Whether some column fills `field`, or a default stands in for it on every row. */
  #covers(field: ItemField, filled: Set<string>): boolean {
    if (filled.has(field)) return true;
    const { defaults, universities } = this.context;
    if (field === 'university') return Boolean(defaults.university);
    if (field === 'country') {
      // A known university gives its country: a university column may, the default one does.
      return Boolean(defaults.country) || filled.has('university') || universities.match(defaults.university) !== null;
    }
    return false;
  }
}

/** The owner's fixed university and the known universities, as a run reads them when it starts. */
async function tally(db: Db, ownership: SourceOwnership, settings: PreviewSettings, now: () => Date) {
  const owner = await resolveOwner(db, ownership);
  if (!owner) throw invalid('The account these positions would belong to no longer exists.');
  const context = sourceMapContext(settings, owner, await loadUniversityMatcher(db), now());
  return new Tally(context, owner, now);
}

/** A body (an upload) read in `format` and mapped for `ownership`'s source; 400 with a sentence when it cannot be read. */
export async function previewItems(
  db: Db,
  ownership: SourceOwnership,
  format: IntakeFormat,
  body: Body,
  settings: PreviewSettings,
  now: () => Date = () => new Date(),
): Promise<ImportPreviewJson> {
  const preview = await tally(db, ownership, settings, now);
  try {
    for await (const item of readItems(format, body)) preview.item(item);
  } catch (error) {
    throw asRequestError(error);
  }
  return preview.result(format);
}

/** How long a preview waits for the host's turn: a person is waiting (a run waits minutes). */
const HOST_WAIT_MS = 10_000;

/**
 * A URL fetched once as a run fetches it (address check, robots.txt, the host's turn, the caps) but
 * without validators, read in its format or, when the person left it out, the one its first bytes
 * show. A sitemap's pages are read only until the shown rows are full: each page is a polite request.
 */
export async function previewUrl(
  deps: PreviewDeps,
  ownership: SourceOwnership,
  { url, format, mapping, defaults }: PreviewUrlInput,
): Promise<ImportPreviewJson> {
  const now = deps.now ?? (() => new Date());
  const preview = await tally(deps.db, ownership, { mapping, defaults }, now);
  try {
    const read = await readSource(
      { ...deps, hostWaitMs: HOST_WAIT_MS },
      { kind: 'url', format: format ?? null, url, fileKey: null, etag: null, lastModified: null },
      async (body) => {
        for await (const entry of body.entries) {
          if ('item' in entry) preview.item(entry.item);
          else preview.refuse(entry.page);
          if (body.pages && preview.rowsFull) break;
        }
        return body.format;
      },
    );
    if (read.notModified) throw new IntakeError('The server answered "not modified" to a plain request.', 'malformed');
    return preview.result(read.result);
  } catch (error) {
    throw asRequestError(error);
  }
}
