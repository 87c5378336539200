// @vitest-environment happy-dom
// How to apply on the detail page: a passed deadline closes applications (the one rule the careers
// page, the tenant dashboard and the server keep), so a position past its deadline offers neither the
// site's form nor the university's link, and says why; one with its deadline ahead still offers both.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Opportunity } from '../src/api/types.ts';
import { APPLICATIONS_CLOSED, ApplySection } from '../src/components/opportunity/ApplySection.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

const position = (fields: Partial<Opportunity>) =>
  ({
    id: '88888888-8888-4888-8888-888888888888',
    title: 'Long-Term Outcomes after Sepsis',
    status: 'open',
    collect_resumes: true,
    opportunity_url: 'https://www.example.edu/jobs/sepsis',
    closing_date: now() + 30 * DAY,
    ...fields,
  }) as Opportunity;

function renderSection(o: Opportunity) {
  fakeApi({ 'GET /api/user': () => null });
  renderPage(<ApplySection opportunity={o} />);
}

describe('ApplySection', () => {
  it('offers the site form while the deadline is ahead', async () => {
    renderSection(position({}));
    expect(await screen.findByRole('heading', { name: 'Apply for this Position' })).toBeTruthy();
    expect(screen.queryByText(APPLICATIONS_CLOSED)).toBeNull();
  });

  it('says applications closed, and offers no form, once the deadline has passed', async () => {
    renderSection(position({ closing_date: now() - DAY }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', APPLICATIONS_CLOSED);
    expect(screen.queryByRole('heading', { name: 'Apply for this Position' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Login to apply/ })).toBeNull();
  });

  it("offers no link to the university's page either once the deadline has passed", async () => {
    renderSection(position({ collect_resumes: false, closing_date: now() - DAY }));
    expect(await screen.findByText(APPLICATIONS_CLOSED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Apply Now/ })).toBeNull();
  });

  it('treats no deadline (0) as open', async () => {
    renderSection(position({ collect_resumes: false, closing_date: 0 }));
    expect(await screen.findByRole('link', { name: /Apply Now/ })).toBeTruthy();
  });
});
