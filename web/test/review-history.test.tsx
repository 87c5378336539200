// @vitest-environment happy-dom
// An applicant's status history names who moved them: the staff member, "A former colleague" once
// that person left the site, and "the candidate" when the candidate withdrew on the main site (issue 32).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICANT_STATUS_LABELS } from '@phd/contracts/applicant-statuses';
import type { ApplicantDetail } from '../src/api/applicants.ts';
import { HistorySection } from '../src/pages/tenant/review/HistorySection.tsx';

const at = '2026-11-27T09:30:00Z';
const history: ApplicantDetail['history'] = [
  { from: null, to: 'new', by: { id: 'u1', name: 'Sanne Reviewer' }, by_candidate: false, at },
  { from: 'new', to: 'interview', by: null, by_candidate: false, at },
  { from: 'interview', to: 'withdrawn', by: null, by_candidate: true, at },
];

describe('the status history', () => {
  it('names the staff member, a colleague who left, and the candidate who withdrew', () => {
    render(
      <HistorySection
        applicant={{ history, accesses: [] } as unknown as ApplicantDetail}
        stageNames={APPLICANT_STATUS_LABELS}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toMatch(/^Added as New by Sanne Reviewer,/);
    expect(items[1]).toMatch(/^New → Interview by A former colleague,/);
    expect(items[2]).toMatch(/^Interview → Withdrawn by the candidate,/);
  });
});
