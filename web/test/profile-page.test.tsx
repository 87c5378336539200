// @vitest-environment happy-dom
// The profile page as a candidate uses it (issue 32): signed out, the sign-in prompt; signed in, the
// saved profile in the form, a degree added and the whole profile saved (with "Profile saved"), the
// server's per-field problems shown beside their fields, a failed load as a notice, and the CVs: the
// list with its default, "Make default" and "Delete" (after a confirmation) setting the list the server
// answers, an upload sent as the `cv` part, and the five-CV refusal shown in the server's words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile, StoredCv } from '../src/api/profile.ts';
import { ProfilePage } from '../src/pages/profile/ProfilePage.tsx';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';
import { profile, USER } from './profile-fixture.ts';

const PROFILE: Profile = profile({ research_interests: 'Engines', orcid: '0000-0002-1825-0097' });
const cv = (n: number, isDefault: boolean): StoredCv => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  filename: `cv-${n}.pdf`,
  mime: 'application/pdf',
  size: 20_480,
  is_default: isDefault,
  created_at: 1_760_000_000 + n,
});
const COUNTRIES = {
  data: [
    { code: 'FR', name: 'France', dial_code: '+33' },
    { code: 'GB', name: 'United Kingdom', dial_code: '+44' },
  ],
};

function profileApi(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user': () => USER,
    'GET /api/countries/dial-codes': () => COUNTRIES,
    'GET /api/user/profile': () => ({ profile: PROFILE }),
    'GET /api/user/cvs': () => ({ data: [cv(2, true), cv(1, false)] }),
    ...routes,
  });
}

const show = () => renderPage(<ProfilePage />, { path: '/account/profile' });

describe('the profile page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    fakeApi({ 'GET /api/user': () => ({ error: 'Not authenticated' }) });
    show();
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
  });

  it('shows the saved profile, adds a degree and saves the whole profile', async () => {
    let sent: unknown;
    profileApi({
      'PUT /api/user/profile': ({ body }) => {
        sent = body;
        return { message: 'Profile saved', profile: { ...PROFILE, ...(body as object), phone: PROFILE.phone } };
      },
    });
    show();
    const name = await screen.findByLabelText('Full name');
    expect((name as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('ORCID iD') as HTMLInputElement).value).toBe('0000-0002-1825-0097');
    await waitFor(() =>
      expect((screen.getByLabelText('Country of residence') as HTMLSelectElement).value).toBe('France'),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add degree' }));
    const degree = screen.getByRole('group', { name: 'Degree 1' });
    await user.type(within(degree).getByLabelText('Degree'), 'MSc Mathematics');
    await user.type(within(degree).getByLabelText('Institution'), 'University of London');
    await user.type(within(degree).getByLabelText('Start year'), '2019');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(sent).toMatchObject({
      full_name: 'Ada Lovelace',
      phone: { dial_code: '+44', number: '20 7946 0000' },
      country_of_residence: 'France',
      education: [{ degree: 'MSc Mathematics', institution: 'University of London', start_year: 2019, end_year: null }],
    });
  });

  it('removes a row, and shows the server’s problems beside their fields', async () => {
    profileApi({
      'GET /api/user/profile': () => ({
        profile: {
          ...PROFILE,
          languages: [
            { language: 'French', level: 'C1' },
            { language: 'German', level: 'B2' },
          ],
        },
      }),
      'PUT /api/user/profile': () => ({
        status: 400,
        body: {
          error: 'invalid',
          message: 'ORCID iD is not valid',
          details: { orcid: 'ORCID iD is not valid', 'languages.0.level': 'Level must be one of: Native, C2' },
        },
      }),
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove language 2' }));
    expect(screen.queryByRole('group', { name: 'Language 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByLabelText('ORCID iD').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('ORCID iD is not valid').length).toBeGreaterThanOrEqual(2);
    expect(
      within(screen.getByRole('group', { name: 'Language 1' })).getByText('Level must be one of: Native, C2'),
    ).toBeTruthy();
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('says when the profile cannot be loaded', async () => {
    profileApi({ 'GET /api/user/profile': () => ({ status: 500, body: { error: 'internal', message: 'boom' } }) });
    show();
    expect(await screen.findByText('Your profile could not be loaded. Please reload the page.')).toBeTruthy();
  });
});

describe('the CVs', () => {
  it('lists them with the default, and sets the list the server answers to a default change or a delete', async () => {
    const { calls } = profileApi({
      [`PUT /api/user/cvs/${cv(1, false).id}/default`]: () => ({
        message: 'CV set as default',
        data: [cv(2, false), cv(1, true)],
      }),
      [`DELETE /api/user/cvs/${cv(2, false).id}`]: () => ({ message: 'CV deleted', data: [cv(1, true)] }),
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    show();
    expect(await screen.findByRole('link', { name: 'cv-2.pdf' })).toHaveProperty(
      'href',
      expect.stringContaining(`/api/user/cvs/${cv(2, true).id}/file`),
    );
    expect(screen.getByText('Default')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Make cv-1.pdf the default' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make cv-1.pdf the default' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete cv-2.pdf' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'cv-2.pdf' })).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(
      expect.arrayContaining([`DELETE /api/user/cvs/${cv(2, false).id}`]),
    );
  });

  it('shows an empty list’s sentence, uploads as the cv part, and shows the five-CV refusal', async () => {
    profileApi({
      'GET /api/user/cvs': () => ({ data: [] }),
      'POST /api/user/cvs': () => ({
        status: 409,
        body: { error: 'conflict', message: 'You can keep up to five CVs: delete one first.' },
      }),
    });
    show();
    expect(await screen.findByText('No CVs yet: upload one and it becomes your default.')).toBeTruthy();
    const user = userEvent.setup();
    const file = new File(['%PDF-1.4'], 'mine.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload a CV'), file);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You can keep up to five CVs: delete one first.',
    );
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect((post![1]!.body as FormData).get('cv')).toBeInstanceOf(File);
  });
});
