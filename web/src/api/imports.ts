// Import sources (issue 31, docs/imports.md): the same calls for a recruiter (/api/university/imports),
// a university site's staff (/api/saas/imports; the client sends the site and the staff token) and the
// admin (/api/admin/imports). Every call goes through its contract (@phd/contracts/endpoints/imports);
// the screens are web/src/pages/imports/.
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import {
  adminImports,
  recruiterImports,
  siteImports,
  type CreateUrlSourceInput,
  type MAPPING_TARGETS,
  type ImportPreviewJson,
  type ImportRunJson,
  type ImportSourceJson,
} from '@phd/contracts/endpoints/imports';
import { apiFile } from './client.ts';
import { call } from './call.ts';

export type ImportSource = ImportSourceJson;
export type ImportRun = ImportRunJson;
export type ImportPreview = ImportPreviewJson;
export type OwnedImportSource = ContractResponse<typeof adminImports.list>['data'][number];
export type PreviewUrlBody = ContractInput<typeof recruiterImports.previewUrl>['body'];

/** Column header -> the field it fills, or 'ignore'. */
export type ImportMapping = Record<string, (typeof MAPPING_TARGETS)[number]>;

export interface ImportDefaults {
  university?: string;
  country?: string;
  department?: string;
  timeZone?: string;
}

/** A file to preview: the file, csv or xlsx, and optionally a mapping and defaults. */
export interface ImportFile {
  file: File;
  format: 'csv' | 'xlsx';
  mapping?: ImportMapping;
  defaults?: ImportDefaults;
}

/** An upload: the file as previewed, and its name on the list. */
export interface ImportUpload extends ImportFile {
  name: string;
}

/** A multipart contract's body travels as FormData (the contract names its parts; mapping and defaults as JSON). */
function uploadForm({ file, format, mapping, defaults, ...rest }: ImportFile & { name?: string }): FormData {
  const form = new FormData();
  if (rest.name !== undefined) form.append('name', rest.name);
  form.append('format', format);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (defaults) form.append('defaults', JSON.stringify(defaults));
  form.append('file', file);
  return form;
}

type Endpoints = typeof recruiterImports | typeof siteImports | typeof adminImports;

/** The calls on one owner's sources. */
function importsClient<E extends Endpoints>(c: E) {
  const one = (id: string) => ({ params: { id } });
  return {
    list: (signal?: AbortSignal) => call(c.list, {}, { signal }),
    get: (id: string, signal?: AbortSignal) => call(c.get, one(id), { signal }),
    create: (body: CreateUrlSourceInput) => call(c.create, { body }),
    upload: (upload: ImportUpload) =>
      call(c.upload, { body: uploadForm(upload) } as unknown as ContractInput<E['upload']>),
    /** A new version of an upload source's file; mapping and defaults left out keep the saved ones. */
    replaceFile: (id: string, file: ImportFile) =>
      call(c.replaceFile, { ...one(id), body: uploadForm(file) } as unknown as ContractInput<E['replaceFile']>),
    /** A dry run of a file: nothing is stored. */
    preview: (file: ImportFile) =>
      call(c.preview, { body: uploadForm(file) } as unknown as ContractInput<E['preview']>),
    /** A dry run of a URL (fetched once by the server): nothing is stored. */
    previewUrl: (body: PreviewUrlBody) => call(c.previewUrl, { body }),
    pause: (id: string) => call(c.pause, one(id)),
    resume: (id: string) => call(c.resume, one(id)),
    runNow: (id: string) => call(c.run, one(id)),
    remove: (id: string) => call(c.remove, one(id)),
    /** The CSV template as a file (a staff token travels only as a header, so a plain link cannot fetch it). */
    template: () => apiFile(c.template.path),
  };
}

/** What the shared screens need of an owner's calls (every owner's client fits it; the admin's list adds owners). */
export type ImportsApi = Omit<ReturnType<typeof importsClient<typeof recruiterImports>>, 'list'> & {
  list: (signal?: AbortSignal) => Promise<{ data: (ImportSource & { owner?: OwnedImportSource['owner'] })[] }>;
};

export const recruiterImportsApi = importsClient(recruiterImports);
export const siteImportsApi = importsClient(siteImports);
export const adminImportsApi = importsClient(adminImports);

// Checked here so a contract that drifts between owners fails the compiler rather than a screen.
recruiterImportsApi satisfies ImportsApi;
siteImportsApi satisfies ImportsApi;
adminImportsApi satisfies ImportsApi;
