// @vitest-environment happy-dom
// Scorecards on the review screen (issue 34): where the opportunity has criteria, the rating section
// asks for each with its weight, submits only a complete scorecard (with its weighted score shown),
// keeps colleagues' scorecards hidden until the reader submitted theirs, then shows them per
// criterion with the spread. Declaring a conflict of interest asks first, then closes the panel.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTED_SCORECARD } from '@phd/contracts/input/review';
import type { ApplicantDetail } from '../src/api/applicants.ts';
import { ConflictSection } from '../src/pages/tenant/review/ConflictSection.tsx';
import { RatingSection, SCORECARDS_HIDDEN } from '../src/pages/tenant/review/RatingSection.tsx';
import { criteriaOf } from '../src/pages/tenant/ReviewSettingsPanel.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const ID = '5b0e8f2c-6f0e-4c8e-9a55-2f1f0d3b7c11';
const ME = { id: 'u1', name: 'Sanne Reviewer' };
const BOB = { id: 'u2', name: 'Bob Panel' };
const CRITERIA = SUGGESTED_SCORECARD.slice(0, 3); // research fit 30, academic record 25, methods 20

const detail = (over: Partial<ApplicantDetail> = {}) =>
  ({
    id: ID,
    name: 'Ada Lovelace',
    rating: null,
    ratings: [],
    my_rating: null,
    scorecard: CRITERIA,
    ...over,
  }) as unknown as ApplicantDetail;

afterEach(() => vi.unstubAllGlobals());

describe('the scorecard form', () => {
  it('asks for every criterion with its weight, and submits the scores once all are given', () => {
    const onRate = vi.fn();
    renderPage(<RatingSection applicant={detail()} userId={ME.id} busy={false} onRate={onRate} />);
    const form = screen.getByRole('form', { name: 'Scorecard' });
    for (const c of CRITERIA)
      expect(within(form).getByRole('group', { name: `${c.label} (weight ${c.weight})` })).toBeTruthy();
    expect(screen.getByText(SCORECARDS_HIDDEN)).toBeTruthy();
    const submit = within(form).getByRole('button', { name: 'Submit scorecard' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(form).getByText('Score all 3 criteria to submit.')).toBeTruthy();

    const choose = (label: string, option: string) =>
      fireEvent.click(
        within(screen.getByRole('group', { name: new RegExp(`^${label}`) })).getByRole('radio', { name: option }),
      );
    choose('Research fit', '4 Excellent');
    choose('Academic record', '2 Fair');
    expect(submit.disabled).toBe(true);
    choose('Methods', '1 Poor');
    // (30×4 + 25×2 + 20×1) / 75 = 2.53
    expect(within(form).getByText('Weighted score 2.53 of 4.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Note (optional)'), { target: { value: 'Methods are thin' } });
    fireEvent.click(submit);
    expect(onRate).toHaveBeenCalledWith({ research_fit: 4, academic_record: 2, methods: 1 }, 'Methods are thin');
  });

  it('shows the panel’s scores per criterion and the spread once the reader has submitted', () => {
    const mine = { research_fit: 4, academic_record: 2, methods: 1 };
    const bobs = { research_fit: 1, academic_record: 1, methods: 1 };
    renderPage(
      <RatingSection
        applicant={detail({
          rating: { average: 1.77, count: 2, spread: 1.53 },
          my_rating: { score: 3, scores: mine, weighted: 2.53, note: null },
          ratings: [
            { reviewer: ME, score: 3, criteria: mine, weighted: 2.53, note: null, updated_at: '2026-11-22T09:00:00Z' },
            {
              reviewer: BOB,
              score: 1,
              criteria: bobs,
              weighted: 1,
              note: 'Not yet',
              updated_at: '2026-11-22T10:00:00Z',
            },
          ],
        })}
        userId={ME.id}
        busy={false}
        onRate={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Update scorecard' })).toBeTruthy();
    // The reader's own scores are chosen again.
    const fit = screen.getByRole('group', { name: /^Research fit/ });
    expect((within(fit).getByRole('radio', { name: '4 Excellent' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Weighted average 1.77 of 4 from 2 scorecards')).toBeTruthy();
    expect(screen.getByText('· spread 1.53')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'The panel’s scorecards' });
    const bob = within(table).getByRole('row', { name: /Bob Panel/ });
    expect(
      within(bob)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1', '1', '1.00']);
    expect(screen.getByRole('list', { name: 'Reviewers’ notes' }).textContent).toBe('Bob Panel: “Not yet”');
    expect(screen.queryByText(SCORECARDS_HIDDEN)).toBeNull();
  });
});

describe('declaring a conflict of interest', () => {
  it('asks first, sends the reason and hands back the server’s sentence', async () => {
    const api = fakeApi({
      [`POST /api/applicants/${ID}/conflict`]: () => ({
        message: 'Conflict recorded. This applicant is now hidden from you.',
      }),
    });
    const onDeclared = vi.fn();
    renderPage(<ConflictSection applicantId={ID} name="Ada Lovelace" conflicts={[]} onDeclared={onDeclared} />);
    fireEvent.click(screen.getByRole('button', { name: 'Declare a conflict of interest' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason (optional, seen by owners and admins)'), {
      target: { value: 'She was my student' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Declare conflict' }));
    await waitFor(() =>
      expect(onDeclared).toHaveBeenCalledWith('Conflict recorded. This applicant is now hidden from you.'),
    );
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ body: { reason: 'She was my student' } });
  });
});

describe('the review settings’ criteria', () => {
  it('keeps saved keys and gives new criteria unique keys from their labels', () => {
    expect(
      criteriaOf([
        { key: 'research_fit', label: 'Research fit (renamed)', weight: '30' },
        { label: 'Research fit', weight: '10' },
        { label: 'Équipe & Teamwork!', weight: '5' },
      ]),
    ).toEqual([
      { key: 'research_fit', label: 'Research fit (renamed)', weight: 30 },
      { key: 'research_fit_2', label: 'Research fit', weight: 10 },
      { key: 'equipe_teamwork', label: 'Équipe & Teamwork!', weight: 5 },
    ]);
  });
});
