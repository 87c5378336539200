// @vitest-environment happy-dom
// Blind review on the review screen (issue 34): the owner's "Reveal identity" asks first, says the
// reveal is logged, then shows who it is in place; the resume section says it shows the redacted copy
// and gives the server's sentence while the copy is being made; the access log names a reveal.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT_STATUS_LABELS } from '@phd/contracts/applicant-statuses';
import type { Applicant, ApplicantDetail } from '../src/api/applicants.ts';
import { HistorySection } from '../src/pages/tenant/review/HistorySection.tsx';
import { ResumeSection, BLIND_NOTE } from '../src/pages/tenant/review/ResumeSection.tsx';
import { REVEAL_WARNING, RevealIdentity } from '../src/pages/tenant/review/RevealIdentity.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const ID = '5b0e8f2c-6f0e-4c8e-9a55-2f1f0d3b7c11';
const blindApplicant = {
  id: ID,
  name: 'Candidate 7F3K2A',
  email: null,
  phone: null,
  country: null,
  blind: true,
  resume: { filename: 'resume.pdf', size: null, mime: 'application/pdf' },
} as unknown as Applicant;

afterEach(() => vi.unstubAllGlobals());

describe('Reveal identity', () => {
  it('asks to confirm, then shows the identity for this view', async () => {
    const api = fakeApi({
      [`POST /api/applicants/${ID}/reveal`]: () => ({
        data: {
          id: ID,
          pseudonym: 'Candidate 7F3K2A',
          name: 'Zebulon Quartermaine',
          email: 'zebulon.q@example.org',
          phone: '+44 20 7946 0958',
          country: 'Liechtenstein',
          resume: { filename: 'Zebulon CV.pdf', size: 1000, mime: 'application/pdf' },
          blind: true,
        },
      }),
    });
    renderPage(<RevealIdentity applicantId={ID} mayReveal />);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal identity' }));
    expect(screen.getByText(REVEAL_WARNING)).toBeTruthy();
    expect(api.calls.some((c) => c.url.pathname.endsWith('/reveal'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(screen.getByText('Zebulon Quartermaine')).toBeTruthy());
    expect(screen.getByText('zebulon.q@example.org')).toBeTruthy();
    expect(screen.getByText('Zebulon CV.pdf')).toBeTruthy();
  });

  it('is not offered to a member who may not reveal', () => {
    fakeApi({});
    renderPage(<RevealIdentity applicantId={ID} mayReveal={false} />);
    expect(screen.queryByRole('button', { name: 'Reveal identity' })).toBeNull();
  });
});

describe('the resume under blind review', () => {
  it('says it is the redacted copy, and gives the server’s sentence while it is being made', async () => {
    fakeApi({
      [`GET /api/applicants/${ID}/resume`]: () => ({
        status: 409,
        body: { error: 'conflict', message: 'The redacted resume is still being prepared. Try again in a minute.' },
      }),
    });
    renderPage(<ResumeSection applicant={blindApplicant} downloading={false} onDownload={() => undefined} />);
    expect(screen.getByText(BLIND_NOTE)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The redacted resume is still being prepared. Try again in a minute.',
      ),
    );
  });
});

describe('the access log', () => {
  it('names an owner’s reveal', () => {
    const accesses: ApplicantDetail['accesses'] = [
      { kind: 'revealed', by: { id: 'u1', name: 'Olga Owner' }, at: '2026-11-27T09:30:00Z' },
      { kind: 'viewed', by: { id: 'u2', name: 'Rob Reviewer' }, at: '2026-11-27T09:00:00Z' },
    ];
    renderPage(
      <HistorySection
        applicant={{ history: [], accesses } as unknown as ApplicantDetail}
        stageNames={APPLICANT_STATUS_LABELS}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toMatch(/^Olga Owner revealed who they are,/);
    expect(items[1]).toMatch(/^Viewed by Rob Reviewer,/);
  });
});
