// @vitest-environment happy-dom
// The review screen as a reviewer uses it (issue 14): j/k and the arrow keys step through the
// applicants and 1 to 7 set the status, but never while the reviewer types; interview, offered and
// rejected ask whether to e-mail the applicant first; colleagues' ratings stay hidden until you rate;
// a bulk change and the CSV export act on the selection. Another site's or an unknown opportunity
// shows "not found"; the PDF preview names its file (the viewer's own toolbar would show a blob UUID).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Applicant, ApplicantDetail } from '../src/api/applicants.ts';
import { RATINGS_HIDDEN } from '../src/pages/tenant/review/RatingSection.tsx';
import { PDF_VIEW } from '../src/pages/tenant/review/ResumeSection.tsx';
import { KEYBOARD_HINT } from '../src/pages/tenant/review/review-keys.ts';
import { OPPORTUNITY_NOT_FOUND, TenantReviewPage } from '../src/pages/tenant/review/ReviewPage.tsx';
import { fakeApi, renderPage, type FakeHandler, type FakeRequest } from './dom.tsx';
import { signedInStaff } from './signed-in-staff.tsx';

const OPP = '7a1c2a52-0a4e-4c41-9a55-3a7c6f7f2b10';
const ME = { id: 'u1', name: 'Sanne Reviewer' };
const BOB = { id: 'u2', name: 'Bob Panel' };
const STAFF = signedInStaff(ME);

const applicant = (id: string, name: string, over: Partial<Applicant> = {}): Applicant => ({
  id,
  name,
  email: `${id}@example.org`,
  phone: null,
  country: 'Germany',
  blind: false,
  status: 'new',
  stage: 'New',
  source: 'upload',
  opportunity_id: OPP,
  opportunity_title: 'PhD in Optics',
  resume: {
    filename: `${name}.docx`,
    size: 20_000,
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  rating: null,
  comments_count: 0,
  letters: null,
  created_at: '2026-11-20T10:00:00Z',
  status_changed_at: null,
  closing_notice_at: null,
  ...over,
});

const APPLICANTS = [applicant('a1', 'Ada Lovelace'), applicant('a2', 'Grace Hopper'), applicant('a3', 'Emmy Noether')];

const detailOf = (item: Applicant, over: Partial<ApplicantDetail> = {}): ApplicantDetail => ({
  ...item,
  comments: [],
  ratings: [],
  my_rating: null,
  history: [],
  accesses: [],
  scorecard: [],
  conflicts: [],
  interviews: [],
  references: [],
  ...over,
});

function reviewApi(extra: Record<string, FakeHandler> = {}, applicants = APPLICANTS) {
  const details = Object.fromEntries(
    applicants.map((a) => [`GET /api/applicants/${a.id}`, () => ({ data: detailOf(a) })] as const),
  );
  return fakeApi({
    'GET /api/saas/pipeline': () => ({ stage_names: { shortlisted: 'Longlist' } }),
    [`GET /api/saas/opportunities/${OPP}`]: () => ({ data: { id: OPP, title: 'PhD in Optics', status: 'open' } }),
    'GET /api/applicants': ({ url }) => {
      const status = url.searchParams.get('status');
      const shown = applicants.filter((a) => !status || a.status === status);
      return { data: shown, pagination: { total: shown.length }, counts: { new: applicants.length } };
    },
    ...details,
    ...extra,
  });
}

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderReview(search = '') {
  return renderPage(
    <Routes>
      <Route element={<Outlet context={STAFF} />}>
        <Route
          path="/review/:opportunityId"
          element={
            <>
              <TenantReviewPage />
              <Address />
            </>
          }
        />
      </Route>
    </Routes>,
    { path: `/review/${OPP}${search}` },
  );
}

const address = () => screen.getByTestId('address').textContent;
const writes = (calls: FakeRequest[]) => calls.filter((c) => c.method !== 'GET');
const openHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the keyboard', () => {
  it('steps through the applicants with j/k and the arrows, in the address', async () => {
    reviewApi();
    renderReview();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.keyboard('j');
    expect(await openHeading('Ada Lovelace')).toBeTruthy();
    expect(address()).toBe('?applicant=a1');
    await user.keyboard('j');
    expect(await openHeading('Grace Hopper')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(await openHeading('Emmy Noether')).toBeTruthy();
    await user.keyboard('j'); // the last stays
    expect(address()).toBe('?applicant=a3');
    await user.keyboard('k{ArrowUp}');
    expect(await openHeading('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('aria-current')).toBe('true');
  });

  it('sets the status with 1 to 7, shown in a legend, but never takes keys from a field', async () => {
    const { calls } = reviewApi({ 'PUT /api/applicants/a1/status': () => ({ message: 'ok', data: APPLICANTS[0] }) });
    renderReview('?applicant=a1');
    const user = userEvent.setup();
    await openHeading('Ada Lovelace');
    const legend = screen.getByRole('button', { name: '3 Longlist' });
    expect(legend.getAttribute('aria-keyshortcuts')).toBe('3');
    expect(screen.getByText(/set the status \(not while typing\)/)).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search applicants' });
    await user.type(search, 'j3k');
    expect((search as HTMLInputElement).value).toBe('j3k');
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), '2 j k');
    expect(address()).toBe('?applicant=a1');
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' }));
    await user.keyboard('3');
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', body: { status: 'shortlisted', notify: false } });
    expect(await screen.findByText('Applicant moved to Longlist.')).toBeTruthy();
  });
});

describe('the status confirm step', () => {
  it('asks whether to e-mail for interview, offered and rejected, and changes nothing on Cancel', async () => {
    const { calls } = reviewApi({ 'PUT /api/applicants/a1/status': () => ({ message: 'ok', data: APPLICANTS[0] }) });
    renderReview('?applicant=a1');
    const user = userEvent.setup();
    await openHeading('Ada Lovelace');

    await user.click(screen.getByRole('button', { name: '4 Interview' }));
    let dialog = await screen.findByRole('dialog', { name: 'Move Ada Lovelace to Interview?' });
    expect(within(dialog).getByText(/get the site’s “Interview” e-mail/)).toBeTruthy();
    await user.keyboard('j'); // the dialog owns the keys
    expect(address()).toBe('?applicant=a1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: '4 Interview' }));
    dialog = await screen.findByRole('dialog', { name: 'Move Ada Lovelace to Interview?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change and e-mail' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toEqual({ status: 'interview', notify: true });

    await user.click(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' }));
    await user.keyboard('6');
    dialog = await screen.findByRole('dialog', { name: 'Move Ada Lovelace to Rejected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change without e-mail' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.body).toEqual({ status: 'rejected', notify: false });

    // Reviewing sends no e-mail: no question.
    await user.click(screen.getByRole('button', { name: '2 Reviewing' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)[2]!.body).toEqual({ status: 'reviewing', notify: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ratings', () => {
  it('hides the colleagues’ ratings until you rate, saying so, then shows them with the average', async () => {
    let rated = false;
    const bobs = {
      score: 4,
      criteria: null,
      weighted: 4,
      note: 'Strong optics background',
      reviewer: BOB,
      updated_at: '2026-11-21T09:00:00Z',
    };
    const ada = APPLICANTS[0]!;
    const { calls } = reviewApi({
      'GET /api/applicants/a1': () => ({
        data: rated
          ? detailOf(
              { ...ada, rating: { average: 3.5, count: 2, spread: 1 } },
              {
                my_rating: { score: 3, scores: null, weighted: 3, note: null },
                ratings: [
                  {
                    score: 3,
                    criteria: null,
                    weighted: 3,
                    note: null,
                    reviewer: ME,
                    updated_at: '2026-11-22T09:00:00Z',
                  },
                  bobs,
                ],
              },
            )
          : // Even were a colleague's score in the answer, it stays hidden before you rate.
            detailOf(ada, { ratings: [bobs] }),
      }),
      'PUT /api/applicants/a1/rating': () => {
        rated = true;
        return { message: 'Rating saved' };
      },
    });
    renderReview('?applicant=a1');
    const user = userEvent.setup();
    await openHeading('Ada Lovelace');
    const ratings = screen.getByRole('region', { name: 'Ratings' });
    expect(within(ratings).getByText(RATINGS_HIDDEN)).toBeTruthy();
    expect(within(ratings).queryByText(/Bob Panel/)).toBeNull();
    expect(within(ratings).queryByText(/Average/)).toBeNull();

    await user.click(within(ratings).getByRole('radio', { name: '3 Good' }));
    await user.click(within(ratings).getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(writes(calls)[0]).toMatchObject({ method: 'PUT', body: { score: 3 } }));
    expect(await within(ratings).findByText('Average 3.5 of 4 from 2 ratings')).toBeTruthy();
    const others = within(ratings).getByRole('list', { name: 'Colleagues’ ratings' });
    expect(within(others).getByText('Bob Panel')).toBeTruthy();
    expect(within(others).getByText('“Strong optics background”')).toBeTruthy();
    expect(within(others).queryByText('Sanne Reviewer')).toBeNull();
    expect(within(ratings).queryByText(RATINGS_HIDDEN)).toBeNull();
    expect(within(ratings).getByRole('button', { name: 'Update rating' })).toBeTruthy();
  });
});

describe('bulk actions', () => {
  it('changes the status of the selection after the confirm step, and exports the selection', async () => {
    const { calls } = reviewApi({
      'POST /api/applicants/bulk-status': () => ({ message: 'Updated', updated: 2 }),
      'POST /api/applicants/export.csv': () => 'name,email\n',
    });
    renderReview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Emmy Noether' }));
    expect(screen.getByText('2 selected')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'New status for the selection' }), 'Longlist');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applicants to Longlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/applicants/bulk-status' }),
      body: { ids: ['a1', 'a3'], status: 'shortlisted', notify: false },
    });
    expect(await screen.findByText('2 applicants moved to Longlist.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // By POST: a selection of hundreds of ids would not fit in an address.
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/api/applicants/export.csv')).toMatchObject({
        method: 'POST',
        body: { ids: ['a1', 'a2', 'a3'] },
      }),
    );
    expect(await screen.findByText('3 applicants exported.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('asks about the e-mail for a bulk move to an e-mailed stage', async () => {
    const { calls } = reviewApi({ 'POST /api/applicants/bulk-status': () => ({ message: 'Updated', updated: 2 }) });
    renderReview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'New status for the selection' }), 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applicants to Rejected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change and e-mail them' }));
    await waitFor(() =>
      expect(writes(calls)[0]!.body).toEqual({ ids: ['a1', 'a2'], status: 'rejected', notify: true }),
    );
  });
});

describe('empty states', () => {
  it('tells "no applicants yet" from "no match"', async () => {
    reviewApi({}, []);
    renderReview();
    expect(await screen.findByText('No applicants yet.')).toBeTruthy();
  });

  it('offers to clear the filters when nothing matches', async () => {
    reviewApi();
    renderReview();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Interview (0)' }));
    expect(await screen.findByText('No applicants match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
  });
});

describe('an opportunity that is not the site’s', () => {
  const NOT_FOUND = { status: 404, body: { error: 'not_found', message: 'Opportunity not found.' } };

  it('shows "not found", not an empty review screen, whether the opportunity or its list answers 404', async () => {
    const cases: Record<string, FakeHandler>[] = [
      { [`GET /api/saas/opportunities/${OPP}`]: () => NOT_FOUND },
      { 'GET /api/applicants': () => NOT_FOUND },
    ];
    for (const answers of cases) {
      reviewApi(answers);
      renderReview();
      expect(await screen.findByRole('heading', { level: 1, name: OPPORTUNITY_NOT_FOUND })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Review applicants' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Applicant list' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeTruthy();
      cleanup();
    }
  });
});

describe('the resume preview', () => {
  it('names the file in its own bar and switches off the viewer’s toolbar, which would show the blob’s UUID', async () => {
    const pdf = applicant('a1', 'Ada Lovelace', {
      resume: { filename: 'ada-cv.pdf', size: 2_048, mime: 'application/pdf' },
    });
    reviewApi({ 'GET /api/applicants/a1/resume': () => '%PDF-1.4' }, [pdf]);
    renderReview('?applicant=a1');
    const frame = await screen.findByTitle('Resume of Ada Lovelace: ada-cv.pdf');
    await waitFor(() => expect(frame.getAttribute('src')).toBe(`blob:test${PDF_VIEW}`));
    expect(PDF_VIEW).toContain('toolbar=0');
    const figure = frame.closest('figure')!;
    expect(within(figure).getByText('ada-cv.pdf (2 KB)')).toBeTruthy();
  });

  it('keeps the keyboard legend for wide screens with a mouse: hidden on phones', async () => {
    reviewApi();
    renderReview('?applicant=a1');
    const legend = (await screen.findByText(/set the status \(not while typing\)/)).closest('p')!;
    expect(legend.className.split(' ')).toEqual(expect.arrayContaining(KEYBOARD_HINT.split(' ')));
    expect(KEYBOARD_HINT).toBe('hidden md:pointer-fine:block');
  });
});

describe('closing e-mails', () => {
  it('says when an applicant was sent the closing e-mail, and nothing for one who was not', async () => {
    const told = applicant('a1', 'Ada Lovelace', { closing_notice_at: '2026-11-27T09:30:00Z' });
    reviewApi({}, [told, applicant('a2', 'Grace Hopper')]);
    renderReview('?applicant=a1');
    await openHeading('Ada Lovelace');
    expect(screen.getByText('Closing e-mail sent on 27 Nov 2026')).toBeTruthy();
    cleanup();
    reviewApi({}, [told, applicant('a2', 'Grace Hopper')]);
    renderReview('?applicant=a2');
    await openHeading('Grace Hopper');
    expect(screen.queryByText(/Closing e-mail sent/)).toBeNull();
  });
});
