// Import sources (issue 31, docs/imports.md): the same calls for a recruiter (/api/university/imports),
// a university site's staff (/api/saas/imports; the client sends the site and the staff token) and the
// admin (/api/admin/imports). Every call goes through its contract (@phd/contracts/endpoints/imports);
// the screens come later.
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import {
  adminImports,
  recruiterImports,
  siteImports,
  type CreateUrlSourceInput,
  type ImportRunJson,
  type ImportSourceJson,
} from '@phd/contracts/endpoints/imports';
import { apiFile } from './client.ts';
import { call } from './call.ts';

export type ImportSource = ImportSourceJson;
export type ImportRun = ImportRunJson;
export type OwnedImportSource = ContractResponse<typeof adminImports.list>['data'][number];

/** An upload: the file, its name on the list, csv or xlsx, and optionally a mapping and defaults. */
export interface ImportUpload {
  file: File;
  name: string;
  format: 'csv' | 'xlsx';
  mapping?: Record<string, string>;
  defaults?: { university?: string; country?: string; department?: string; timeZone?: string };
}

/** A multipart contract's body travels as FormData (the contract names its parts; mapping and defaults as JSON). */
function uploadForm({ file, name, format, mapping, defaults }: ImportUpload): FormData {
  const form = new FormData();
  form.append('name', name);
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
    pause: (id: string) => call(c.pause, one(id)),
    resume: (id: string) => call(c.resume, one(id)),
    runNow: (id: string) => call(c.run, one(id)),
    remove: (id: string) => call(c.remove, one(id)),
    /** The CSV template as a file (a staff token travels only as a header, so a plain link cannot fetch it). */
    template: () => apiFile(c.template.path),
  };
}

export const recruiterImportsApi = importsClient(recruiterImports);
export const siteImportsApi = importsClient(siteImports);
export const adminImportsApi = importsClient(adminImports);
