// @vitest-environment happy-dom
// The import screen's rules that need no browser (issue 31; the browser walk is tests/e2e/imports.spec.ts):
// the empty states for those who write and those who only read; a URL previewed, a column given a field
// (the preview asked again with that mapping, in place), and confirmed with the format the preview
// read; the list asked again while a run is queued and no more once it is done; Run now's message
// shown; Delete only after a confirmation; an upload's new version previewed with its saved columns and
// confirmed as an update; a new file named as an existing upload offered as its new version.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, ImportRun, ImportSource } from '../src/api/imports.ts';
import { recruiterImportsApi } from '../src/api/imports.ts';
import { ImportsPanel } from '../src/pages/imports/ImportsPanel.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const BASE = '/api/university/imports';
const ID = '5b0f7c1e-2a43-4d8e-9a51-7c2f0e6d1a90';

const RUN: ImportRun = {
  id: '0d6a3f3e-6a8b-4b57-8f8e-0b5c1f0a9e11',
  status: 'queued',
  trigger: 'upload',
  not_modified: false,
  fetched: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  closed: 0,
  refused: 0,
  refusals: [],
  error: null,
  started_at: null,
  finished_at: null,
  duration_ms: null,
};

const SOURCE: ImportSource = {
  id: ID,
  name: 'Leeds vacancies',
  kind: 'url',
  format: 'csv',
  url: 'https://jobs.example.ac.uk/phd.csv',
  file_name: null,
  schedule: 'daily',
  state: 'active',
  mapping: {},
  defaults: {},
  last_run_at: null,
  next_run_at: null,
  consecutive_failures: 0,
  last_error: null,
  created_at: '2026-11-29T09:00:00.000Z',
  positions: { open: 0, closed: 0 },
  last_run: RUN,
};

const preview = (over: Partial<ImportPreview>): ImportPreview => ({
  format: 'csv',
  headers: ['Opening', 'Country'],
  mapping: { Opening: 'ignore', Country: 'country' },
  missing_fields: ['title'],
  total: 2,
  publishable: 0,
  refused: 2,
  rows: [],
  refusals: [],
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('empty', () => {
  it('invites those who write to import, and tells readers who does', async () => {
    fakeApi({ [`GET ${BASE}`]: () => ({ data: [] }) });
    const { unmount } = renderPage(<ImportsPanel api={recruiterImportsApi} scope="t1" canWrite />);
    expect(await screen.findByRole('heading', { name: 'No imports yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Import positions' })).toHaveLength(1);
    unmount();

    renderPage(<ImportsPanel api={recruiterImportsApi} scope="t2" canWrite={false} />);
    expect(await screen.findByText(/owners and admins set them up/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import positions' })).toBeNull();
  });
});

describe('a URL imported', () => {
  it('previews, asks again with the column mapped, and confirms with the format the preview read', async () => {
    let sources: ImportSource[] = [];
    const { calls } = fakeApi({
      [`GET ${BASE}`]: () => ({ data: sources }),
      [`POST ${BASE}/preview-url`]: ({ body }) =>
        (body as { mapping?: object }).mapping
          ? preview({
              mapping: { Opening: 'title', Country: 'country' },
              missing_fields: [],
              publishable: 1,
              refused: 1,
              rows: [
                {
                  row: 2,
                  key: null,
                  reason: null,
                  position: {
                    title: 'PhD in tidal energy',
                    university: 'University of Leeds',
                    country: 'United Kingdom',
                    city: null,
                    department: null,
                    discipline: null,
                    closing_date: '2027-03-31T22:59:59.000Z',
                    funding_type: 'fully_funded',
                    url: null,
                  },
                },
                { row: 3, key: null, reason: 'Country is required', position: null },
              ],
              refusals: [{ row: 3, key: null, reason: 'Country is required' }],
            })
          : preview({}),
      [`POST ${BASE}`]: () => {
        sources = [{ ...SOURCE, last_run: { ...RUN, status: 'done' } }];
        return { status: 201, body: { message: 'Import created; its first run is queued', data: sources[0] } };
      },
    });
    const user = userEvent.setup();
    renderPage(<ImportsPanel api={recruiterImportsApi} scope="t3" canWrite />);
    await screen.findByRole('heading', { name: 'No imports yet' });
    await user.click(screen.getByRole('button', { name: 'Import positions' }));
    const form = screen.getByRole('form', { name: 'Import positions' });
    await user.click(within(form).getByLabelText('From a URL'));
    await user.type(within(form).getByLabelText('Address'), SOURCE.url!);
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('2 rows read · 0 will be published · 2 refused')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('No column fills Title');
    const opening = screen.getByLabelText('Field for the column “Opening”');
    await user.selectOptions(opening, 'title');

    // The preview is replaced in place: the select just changed is the same element, still focused.
    expect(await screen.findByText('2 rows read · 1 will be published · 1 refused')).toBeTruthy();
    expect(screen.getByLabelText('Field for the column “Opening”')).toBe(opening);
    expect(document.activeElement).toBe(opening);
    const previews = calls.filter((c) => c.url.pathname === `${BASE}/preview-url`).map((c) => c.body);
    expect(previews).toEqual([{ url: SOURCE.url }, { url: SOURCE.url, mapping: { Opening: 'title' } }]);
    expect(screen.getByTestId('refused-row').textContent).toContain('Country is required');
    expect(screen.getByRole('row', { name: /PhD in tidal energy/ }).textContent).toContain('Fully funded');

    await user.click(screen.getByRole('button', { name: 'Import 1 position' }));
    expect(await screen.findByText('Import created; its first run is queued')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.url.pathname === BASE)?.body).toEqual({
      name: 'jobs.example.ac.uk',
      url: SOURCE.url,
      format: 'csv',
      schedule: 'daily',
      mapping: { Opening: 'title' },
    });
    expect(await screen.findByRole('listitem', { name: 'Leeds vacancies' })).toBeTruthy();
  });
});

describe('the list', () => {
  it('is asked again while a run is queued, and no more once it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: ImportRun['status'] = 'queued';
    const { calls } = fakeApi({
      [`GET ${BASE}`]: () => ({ data: [{ ...SOURCE, last_run: { ...RUN, status } }] }),
    });
    renderPage(<ImportsPanel api={recruiterImportsApi} scope="t4" canWrite />);
    expect(await screen.findByText(/^Queued/)).toBeTruthy();
    const lists = () => calls.filter((c) => c.url.pathname === BASE).length;
    expect(lists()).toBe(1);

    status = 'done';
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await waitFor(() => expect(lists()).toBe(2));
    expect(await screen.findByText(/^Done/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(lists()).toBe(2);
  });

  it('shows Run now’s answer, and deletes only after a confirmation', async () => {
    const { calls } = fakeApi({
      [`GET ${BASE}`]: () => ({ data: [{ ...SOURCE, last_run: { ...RUN, status: 'done' } }] }),
      [`POST ${BASE}/${ID}/run`]: () => ({ message: 'Import queued', run_id: RUN.id, queued: true }),
      [`DELETE ${BASE}/${ID}`]: () => ({ message: 'Import deleted; its positions stay on the site' }),
    });
    const user = userEvent.setup();
    renderPage(<ImportsPanel api={recruiterImportsApi} scope="t5" canWrite />);
    const card = await screen.findByRole('listitem', { name: 'Leeds vacancies' });
    await user.click(within(card).getByRole('button', { name: 'Run now' }));
    expect((await within(card).findByRole('status')).textContent).toBe('Import queued');

    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe('Import deleted; its positions stay on the site'),
    );
    expect(confirm.mock.calls[0]?.[0]).toContain('Leeds vacancies');
  });
});

const UPLOAD: ImportSource = {
  ...SOURCE,
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Leeds sheet',
  kind: 'upload',
  url: null,
  file_name: 'positions.csv',
  schedule: null,
  mapping: { Posting: 'title' },
  defaults: { country: 'United Kingdom' },
  last_run: { ...RUN, status: 'done' },
};

/** A preview of one publishable row read with "Posting" as the title. */
const onePublishable = preview({
  headers: ['Posting', 'Country'],
  mapping: { Posting: 'title', Country: 'country' },
  missing_fields: [],
  total: 1,
  publishable: 1,
  refused: 0,
  rows: [
    {
      row: 2,
      key: 'L-1',
      reason: null,
      position: {
        title: 'PhD in fluid dynamics',
        university: 'University of Leeds',
        country: 'United Kingdom',
        city: null,
        department: null,
        discipline: null,
        closing_date: null,
        funding_type: null,
        url: null,
      },
    },
  ],
});

/** The multipart forms sent to `path`, in order (the fake API reads JSON bodies only). */
function formsSentTo(path: string): FormData[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => init?.body as FormData);
}

const textOf = (form: FormData | undefined) =>
  form ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) : undefined;

const sheet = () =>
  new File(['Reference,Posting,Country\nL-1,PhD in fluid dynamics,UK\n'], 'positions.csv', { type: 'text/csv' });

describe('a new version of an upload', () => {
  it('is previewed with the saved columns and confirmed as an update of its positions', async () => {
    const replaced = { ...UPLOAD, last_run: RUN };
    let sources = [UPLOAD];
    fakeApi({
      [`GET ${BASE}`]: () => ({ data: sources }),
      [`POST ${BASE}/preview`]: () => onePublishable,
      [`POST ${BASE}/${UPLOAD.id}/upload`]: () => {
        sources = [replaced];
        return { message: 'New file uploaded; its run is queued', data: replaced };
      },
    });
    const user = userEvent.setup();
    renderPage(<ImportsPanel api={recruiterImportsApi} scope="t6" canWrite />);
    const card = await screen.findByRole('listitem', { name: 'Leeds sheet' });
    await user.click(within(card).getByRole('button', { name: 'Upload a new version' }));
    await user.upload(within(card).getByLabelText('New version of positions.csv'), sheet());

    expect(await within(card).findByText('1 row read · 1 will be published · 0 refused')).toBeTruthy();
    expect(textOf(formsSentTo(`${BASE}/preview`)[0])).toEqual({
      format: 'csv',
      mapping: JSON.stringify({ Posting: 'title' }),
      defaults: JSON.stringify({ country: 'United Kingdom' }),
    });
    expect(within(card).getByText(/closes when the next version is without it too/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Update 1 position' }));

    expect((await within(card).findByRole('status')).textContent).toBe('New file uploaded; its run is queued');
    // Nothing changed in the columns: the import keeps its saved mapping and defaults.
    const [sent] = formsSentTo(`${BASE}/${UPLOAD.id}/upload`);
    expect(textOf(sent)).toEqual({ format: 'csv' });
    expect((sent?.get('file') as File).name).toBe('positions.csv');
    expect(within(card).queryByTestId('import-new-version')).toBeNull();
    expect(await within(card).findByText(/^Queued/)).toBeTruthy();
  });
});

describe('a new import named as an existing upload', () => {
  it('offers to update that import instead, by default, and can keep it as a new one', async () => {
    const { calls } = fakeApi({
      [`GET ${BASE}`]: () => ({ data: [UPLOAD] }),
      [`POST ${BASE}/preview`]: () => onePublishable,
      [`POST ${BASE}/${UPLOAD.id}/upload`]: () => ({ message: 'New file uploaded; its run is queued', data: UPLOAD }),
    });
    const user = userEvent.setup();
    renderPage(<ImportsPanel api={recruiterImportsApi} scope="t7" canWrite />);
    await screen.findByRole('listitem', { name: 'Leeds sheet' });
    await user.click(screen.getByRole('button', { name: 'Import positions' }));
    const form = screen.getByRole('form', { name: 'Import positions' });
    await user.upload(within(form).getByLabelText('CSV or XLSX file'), sheet());
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    const update = await screen.findByRole('radio', { name: 'Update the import “Leeds sheet” instead' });
    expect((update as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Your import “Leeds sheet” was uploaded from a file with this name.')).toBeTruthy();
    expect(screen.queryByLabelText('Name on your list')).toBeNull();
    expect(textOf(formsSentTo(`${BASE}/preview`)[0])?.mapping).toBe(JSON.stringify({ Posting: 'title' }));

    // A new import of its own: read again with no saved columns, and named.
    await user.click(screen.getByRole('radio', { name: 'Keep it as a new import' }));
    expect(await screen.findByRole('button', { name: 'Import 1 position' })).toBeTruthy();
    expect(textOf(formsSentTo(`${BASE}/preview`)[1])).toEqual({ format: 'csv' });
    expect((screen.getByLabelText('Name on your list') as HTMLInputElement).value).toBe('positions.csv');

    await user.click(screen.getByRole('radio', { name: 'Update the import “Leeds sheet” instead' }));
    await user.click(await screen.findByRole('button', { name: 'Update 1 position' }));
    expect(await screen.findByText('New file uploaded; its run is queued')).toBeTruthy();
    expect(textOf(formsSentTo(`${BASE}/${UPLOAD.id}/upload`)[0])).toEqual({ format: 'csv' });
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `${BASE}/upload`)).toBe(false);
  });
});
