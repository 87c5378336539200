// Import sources (issue 31, docs/imports.md): positions that arrive by themselves from an upload (CSV,
// XLSX) or a URL (a feed, JobPosting pages, a CSV link, another PhD Finder site's export). The same
// endpoints for three owners: a recruiter (/api/university/imports), a university site's staff
// (/api/saas/imports: reviewers read, owners and admins write) and the admin (/api/admin/imports: the
// site's own sources, and a health list of every source on the site). Another owner's source, an
// unknown or a malformed id are all "not found".
import { z } from 'zod';
import { contract, type ApiArea, type Audience } from '../http/contract.ts';
import { errorSchema } from '../public-schemas.ts';
import { SITE_MANAGERS } from '../staff-roles.ts';
import { lineText, requiredLine } from '../input/text.ts';

export const IMPORT_SOURCE_NOT_FOUND = 'Import source not found';
export const IMPORT_PAUSED = 'Import paused';
export const IMPORT_RESUMED = 'Import resumed';
export const IMPORT_QUEUED = 'Import queued';
export const IMPORT_ALREADY_QUEUED = 'This import is already queued';
export const IMPORT_DELETED = 'Import deleted; its positions stay on the site';
export const IMPORT_CREATED = 'Import created; its first run is queued';
export const IMPORT_FILE_REPLACED = 'New file uploaded; its run is queued';
export const NOT_AN_UPLOAD = 'Only an uploaded file can be replaced; this import reads an address.';
export const IMPORT_RUNNING = 'This import is running now; please upload the new version when its run has finished.';
export const DUPLICATE_SOURCE_URL = 'You already import from this address';
export const URL_NOT_HTTP = 'URL must be an http:// or https:// address';
export const MAPPING_NOT_OBJECT = 'Mapping must name each column header with the field it holds';
export const DEFAULTS_FIELDS = 'Defaults may hold university, country, department and timeZone, each as text';

/** The formats a source can be (docs/imports.md "Formats"); the intake's own list (services/src/intake/types.ts). */
export const IMPORT_FORMATS = ['csv', 'xlsx', 'feed', 'jobposting', 'phd_export'] as const;
export const UPLOAD_FORMATS = ['csv', 'xlsx'] as const;
export const IMPORT_SCHEDULES = ['hourly', 'daily', 'weekly'] as const;
/** The fields an item can carry, and so a column can be mapped to (or ignored); the intake's own list. */
export const IMPORT_FIELDS = [
  'id',
  'title',
  'university',
  'department',
  'discipline',
  'supervisor',
  'country',
  'city',
  'description',
  'closing_date',
  'start_date',
  'posted_date',
  'url',
  'funding',
  'funding_type',
  'open_to',
] as const;
export const MAPPING_TARGETS = [...IMPORT_FIELDS, 'ignore'] as const;

const isoTime = z.string().describe('ISO 8601');
const count = z.number().int();

// ---------------------------------------------------------------------------------------------- input

const URL_MAX = 2048;

/** The address's one spelling (host in lower case, default port dropped); null when it is no http(s) URL. */
function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An http(s) address of at most 2,048 characters, in its one spelling (the fetcher checks where it resolves to). */
const sourceUrl = requiredLine('URL', URL_MAX, `URL must be at most ${URL_MAX} characters`)
  .refine((value) => httpUrl(value) !== null, URL_NOT_HTTP)
  .transform((value) => httpUrl(value)!)
  .refine((href) => href.length <= URL_MAX, `URL must be at most ${URL_MAX} characters`);

/** Column header -> field ({ "Job title": "title", "Notes": "ignore" }); headers not named map by name. */
export const importMapping = z
  .record(
    lineText('Mapping').trim().min(1, 'Mapping headers may not be empty').max(200, 'Mapping headers are too long'),
    z.enum(MAPPING_TARGETS, { message: `Mapping values must be one of ${MAPPING_TARGETS.join(', ')}` }),
    { error: MAPPING_NOT_OBJECT },
  )
  .refine((m) => Object.keys(m).length <= 100, 'Mapping may name at most 100 columns')
  .describe('Column header -> field; a column not named here maps itself by its header');

export const TIME_ZONE_UNKNOWN = 'Time zone must be a name such as Europe/Amsterdam or America/New_York';

/** A zone the runtime knows by its IANA name (the dates of rows without one are read in it). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const optionalDefault = (label: string) => lineText(label).trim().max(200, `${label} is too long`).optional();

/** What an item leaves out: the university, country and department to assume, and its dates' time zone. */
export const importDefaults = z
  .strictObject(
    {
      university: optionalDefault('Default university'),
      country: optionalDefault('Default country'),
      department: optionalDefault('Default department'),
      timeZone: optionalDefault('Time zone')
        .refine((zone) => !zone || isTimeZone(zone), TIME_ZONE_UNKNOWN)
        .describe('IANA name, e.g. Europe/Amsterdam; dates without a zone use it'),
    },
    { error: DEFAULTS_FIELDS },
  )
  .describe('Used where an item leaves the field empty');

const sourceName = requiredLine('Name', 200);

export const createUrlSourceInput = z.object({
  name: sourceName,
  url: sourceUrl,
  format: z.enum(IMPORT_FORMATS, { message: `Format must be one of ${IMPORT_FORMATS.join(', ')}` }),
  schedule: z.enum(IMPORT_SCHEDULES, { message: 'Schedule must be hourly, daily or weekly' }),
  mapping: importMapping.optional(),
  defaults: importDefaults.optional(),
});
export type CreateUrlSourceInput = z.output<typeof createUrlSourceInput>;

/** An upload's text fields (the file travels beside them); mapping and defaults as JSON text. */
export const uploadSourceFields = z.object({
  name: sourceName,
  format: z.enum(UPLOAD_FORMATS, { message: 'Format must be csv or xlsx' }),
  mapping: importMapping.optional(),
  defaults: importDefaults.optional(),
});
export type UploadSourceFields = z.output<typeof uploadSourceFields>;

/** What a preview of a URL reads: the address, its format (guessed from its content when left out), mapping, defaults. */
export const previewUrlInput = z.object({
  url: sourceUrl,
  format: z.enum(IMPORT_FORMATS, { message: `Format must be one of ${IMPORT_FORMATS.join(', ')}` }).optional(),
  mapping: importMapping.optional(),
  defaults: importDefaults.optional(),
});
export type PreviewUrlInput = z.output<typeof previewUrlInput>;

export const importSourceParams = z.object({ id: z.string().describe("The source's UUID (any case)") });

// ---------------------------------------------------------------------------------------------- answers

export const importRunSchema = z
  .object({
    id: z.string().describe('UUID'),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    trigger: z.string().describe('schedule, manual (run now) or upload'),
    not_modified: z.boolean().describe('The source answered 304 or the same bytes: nothing was read'),
    fetched: count,
    created: count,
    updated: count,
    unchanged: count,
    closed: count,
    refused: count,
    refusals: z
      .array(z.object({ row: count, key: z.string().nullable(), reason: z.string() }))
      .describe('Why each refused row was refused (the first 500)'),
    error: z.string().nullable().describe('Why the whole run failed; null when it did not'),
    started_at: isoTime.nullable(),
    finished_at: isoTime.nullable(),
    duration_ms: count.nullable(),
  })
  .meta({ id: 'ImportRun' });

export const importSourceSchema = z
  .object({
    id: z.string().describe('UUID'),
    name: z.string(),
    kind: z.enum(['upload', 'url']),
    format: z.enum(IMPORT_FORMATS),
    url: z.string().nullable(),
    file_name: z.string().nullable(),
    schedule: z.enum(IMPORT_SCHEDULES).nullable().describe('null for uploads'),
    state: z.enum(['active', 'paused', 'failing']),
    mapping: z.record(z.string(), z.string()),
    defaults: z.record(z.string(), z.string()),
    last_run_at: isoTime.nullable(),
    next_run_at: isoTime.nullable(),
    consecutive_failures: count,
    last_error: z.string().nullable(),
    created_at: isoTime,
    positions: z.object({ open: count, closed: count }).describe('Positions this source holds'),
    last_run: importRunSchema.nullable(),
  })
  .meta({ id: 'ImportSource' });

/** Rows a preview shows as they will be published. */
export const PREVIEW_ROWS = 20;

/** One row of a preview: the position as it will be published, or why it will be refused. */
export const previewRowSchema = z
  .object({
    row: count.describe("The row's number in the source (a spreadsheet's header is row 1)"),
    key: z.string().nullable().describe("The item's own id or link: what later runs find it by"),
    reason: z.string().nullable().describe('Why the row will be refused; null when it will be published'),
    position: z
      .object({
        title: z.string(),
        university: z.string(),
        country: z.string(),
        city: z.string().nullable(),
        department: z.string().nullable(),
        discipline: z.string().nullable(),
        closing_date: isoTime.nullable(),
        funding_type: z.string().nullable(),
        url: z.string().nullable(),
      })
      .nullable()
      .describe('null when the row will be refused'),
  })
  .meta({ id: 'ImportPreviewRow' });

/** A dry run: the source read and mapped as a run would, nothing written. */
export const importPreviewSchema = z
  .object({
    format: z.enum(IMPORT_FORMATS).describe('The format read (for a URL left without one, the one its content shows)'),
    headers: z.array(z.string()).describe("A spreadsheet's column headers in order; [] for feeds and pages"),
    mapping: z.record(z.string(), z.enum(MAPPING_TARGETS)).describe('Each header -> the field it will fill'),
    missing_fields: z
      .array(z.enum(IMPORT_FIELDS))
      .describe('Required fields no column fills (title, university, country): every row will be refused'),
    total: count.describe('Items read'),
    publishable: count.describe('Items that will be published'),
    refused: count,
    rows: z.array(previewRowSchema).describe(`The first ${PREVIEW_ROWS} rows`),
    refusals: z
      .array(z.object({ row: count, key: z.string().nullable(), reason: z.string() }))
      .describe('Every refused row (the first 500), with its reason'),
  })
  .meta({ id: 'ImportPreview' });

export type ImportPreviewJson = z.output<typeof importPreviewSchema>;
export type ImportSourceJson = z.output<typeof importSourceSchema>;
export type ImportRunJson = z.output<typeof importRunSchema>;

/** The admin's health list: each source with who owns it. */
export const ownedImportSourceSchema = importSourceSchema
  .extend({
    owner: z.object({
      kind: z.enum(['recruiter', 'site', 'main']),
      name: z.string().describe('The recruiter’s e-mail, the university site’s name, or "PhD Finder"'),
    }),
  })
  .meta({ id: 'OwnedImportSource' });

const saved = <const M extends string>(message: M) =>
  z.object({ message: z.literal(message), data: importSourceSchema });

// ---------------------------------------------------------------------------------------------- contracts

const notFound = { 404: errorSchema.describe(IMPORT_SOURCE_NOT_FOUND) };

/** An upload's multipart form as the API documents it (upload adds a name; preview and a new version have none). */
const uploadFormBody = z.object({
  file: z.string().describe('The CSV (UTF-8 text) or XLSX file, up to 10 MB'),
  format: z.enum(UPLOAD_FORMATS),
  mapping: z.string().optional().describe('JSON: column header -> field'),
  defaults: z.string().optional().describe('JSON: { university, country, department, timeZone }'),
});

/**
 * The same endpoints for one owner, under `base`. `writers`: the roles that may write, when fewer than
 * those who may read (a site's reviewers read only).
 */
function importContracts<const A extends Audience, const Area extends ApiArea, const L extends z.ZodType>(
  base: string,
  audience: A,
  area: Area,
  listSummary: string,
  listSchema: L,
  writers?: typeof SITE_MANAGERS,
) {
  const readers = { audience, area, topic: 'Imports' } as const;
  const write = { ...readers, roles: writers };
  const action = <const M extends z.ZodType>(verb: 'pause' | 'resume' | 'run', summary: string, message: M) =>
    contract({
      ...write,
      method: 'POST',
      path: `${base}/:id/${verb}`,
      summary,
      params: importSourceParams,
      responses: { 200: message },
      others: notFound,
    });
  return {
    list: contract({ ...readers, method: 'GET', path: base, summary: listSummary, responses: { 200: listSchema } }),
    create: contract({
      ...write,
      method: 'POST',
      path: base,
      summary: 'Import from a URL on a schedule; the first run is queued at once',
      body: createUrlSourceInput,
      responses: { 201: saved(IMPORT_CREATED) },
      others: { 409: errorSchema.describe(DUPLICATE_SOURCE_URL) },
    }),
    upload: contract({
      ...write,
      method: 'POST',
      path: `${base}/upload`,
      summary: 'Import a CSV or XLSX file (checked by its content, up to 10 MB); its run is queued at once',
      consumes: 'multipart/form-data',
      body: uploadFormBody.extend({ name: z.string() }),
      responses: { 201: saved(IMPORT_CREATED) },
    }),
    replaceFile: contract({
      ...write,
      method: 'POST',
      path: `${base}/:id/upload`,
      summary:
        "A new version of an upload source's file: its run updates that import's positions (a row gone from the file counts as missing); the saved mapping and defaults stay unless sent",
      consumes: 'multipart/form-data',
      params: importSourceParams,
      body: uploadFormBody,
      responses: { 200: saved(IMPORT_FILE_REPLACED) },
      others: {
        ...notFound,
        409: errorSchema.describe(`${NOT_AN_UPLOAD} Or: ${IMPORT_RUNNING}`),
      },
    }),
    preview: contract({
      ...write,
      method: 'POST',
      path: `${base}/preview`,
      summary:
        'A dry run of a CSV or XLSX file: the first rows as they will be published, each refusal with its reason; nothing is stored',
      consumes: 'multipart/form-data',
      body: uploadFormBody,
      responses: { 200: importPreviewSchema },
    }),
    previewUrl: contract({
      ...write,
      method: 'POST',
      path: `${base}/preview-url`,
      summary:
        'A dry run of a URL (fetched safely, once): the first items as they will be published and every refusal; nothing is stored',
      body: previewUrlInput,
      responses: { 200: importPreviewSchema },
    }),
    template: contract({
      ...readers,
      method: 'GET',
      path: `${base}/template.csv`,
      summary: 'The CSV template: every header maps itself, with one example row',
      produces: 'text/csv',
      responses: { 200: z.string().describe('text/csv') },
    }),
    get: contract({
      ...readers,
      method: 'GET',
      path: `${base}/:id`,
      summary: 'One source with its 20 latest runs (with their refused rows)',
      params: importSourceParams,
      responses: { 200: z.object({ data: importSourceSchema, runs: z.array(importRunSchema) }) },
      others: notFound,
    }),
    remove: contract({
      ...write,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: 'Delete a source and its runs; the positions it brought stay (no longer linked to it)',
      params: importSourceParams,
      responses: { 200: z.object({ message: z.literal(IMPORT_DELETED) }) },
      others: notFound,
    }),
    pause: action('pause', 'Stop running a source on its schedule', saved(IMPORT_PAUSED)),
    resume: action(
      'resume',
      'Run a paused source on its schedule again (at once when a run was due)',
      saved(IMPORT_RESUMED),
    ),
    run: action(
      'run',
      'Run a source now; a run already queued or running is answered instead of a second one',
      z.object({
        message: z.enum([IMPORT_QUEUED, IMPORT_ALREADY_QUEUED]),
        run_id: z.string().describe('The queued (or running) run'),
        queued: z.boolean().describe('false: a run was already queued or running'),
      }),
    ),
  };
}

const listAnswer = <S extends z.ZodType>(schema: S) => z.object({ data: z.array(schema) });

/** A recruiter's own sources. */
export const recruiterImports = importContracts(
  '/api/university/imports',
  'recruiter',
  'Recruiter',
  "The recruiter's import sources, newest first, each with its last run and positions",
  listAnswer(importSourceSchema),
);

/** A university site's sources: its staff read them, its owners and admins write. */
export const siteImports = importContracts(
  '/api/saas/imports',
  'staff',
  'University site',
  "The site's import sources, newest first, each with its last run and positions",
  listAnswer(importSourceSchema),
  SITE_MANAGERS,
);

/**
 * The admin's: the list shows every owner's sources, failing first, and get, pause, resume, run, a new
 * file's version and delete act on any of them; create, upload and preview make the site's own.
 */
export const adminImports = importContracts(
  '/api/admin/imports',
  'admin',
  'Admin',
  'Every import source on the site (recruiters’, university sites’, the site’s own): failing first',
  listAnswer(ownedImportSourceSchema),
);
