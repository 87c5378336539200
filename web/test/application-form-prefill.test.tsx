// @vitest-environment happy-dom
// The application form starts from the applicant profile (issue 32): name, country and phone from the
// profile; the default stored CV selected, so applying is one press of "Submit Application" (the CV
// sent by its id, no file); the candidate can still change a field or upload a new file for this one
// application; and without a profile or CVs the form is as before (account name, empty fields, a file).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile, StoredCv } from '../src/api/profile.ts';
import { ApplicationForm } from '../src/components/apply/ApplicationForm.tsx';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';
import { profile, USER } from './profile-fixture.ts';

const OPPORTUNITY = '88888888-8888-4888-8888-888888888888';
const PROFILE: Profile = profile({ phone: { dial_code: '+33', number: '6 12 34 56 78' } });
const CVS: StoredCv[] = [
  {
    id: '00000000-0000-4000-8000-000000000002',
    filename: 'new.pdf',
    mime: 'application/pdf',
    size: 1,
    is_default: false,
    created_at: 2,
  },
  {
    id: '00000000-0000-4000-8000-000000000001',
    filename: 'main.pdf',
    mime: 'application/pdf',
    size: 1,
    is_default: true,
    created_at: 1,
  },
];

function formApi(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/countries/dial-codes': () => ({
      data: [
        { code: 'FR', name: 'France', dial_code: '+33' },
        { code: 'DE', name: 'Germany', dial_code: '+49' },
      ],
    }),
    'GET /api/user/profile': () => ({ profile: PROFILE }),
    'GET /api/user/cvs': () => ({ data: CVS }),
    'POST /api/applications': () => ({
      status: 201,
      body: { message: 'Application submitted successfully', application_id: OPPORTUNITY },
    }),
    ...routes,
  });
}

/** The FormData the form posted. */
const posted = () => {
  const call = vi
    .mocked(fetch)
    .mock.calls.find(([input, init]) => String(input).includes('/api/applications') && init?.method === 'POST');
  return call![1]!.body as FormData;
};

const show = () => renderPage(<ApplicationForm opportunityId={OPPORTUNITY} user={USER} />);

describe('the application form, prefilled', () => {
  it('starts from the profile and sends the default CV with one press', async () => {
    formApi();
    show();
    expect(((await screen.findByLabelText('Full Name')) as HTMLInputElement).value).toBe('Ada Lovelace');
    await waitFor(() => expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('France'));
    expect((screen.getByLabelText('Country code') as HTMLInputElement).value).toBe('+33');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('6 12 34 56 78');
    expect((screen.getByRole('radio', { name: 'main.pdf (default)' }) as HTMLInputElement).checked).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    const form = posted();
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      opportunity_id: OPPORTUNITY,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      country: 'France',
      contact_mobile: '+33 6 12 34 56 78',
      cv_id: CVS[1]!.id,
    });
    expect(form.get('resume')).toBeNull();
  });

  it('lets the candidate change the country, add a cover letter and upload a new file for this application', async () => {
    formApi();
    show();
    const user = userEvent.setup();
    await screen.findByLabelText('Full Name');
    await waitFor(() => expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('France'));
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
    await user.type(screen.getByLabelText('Comments (optional)'), 'Dear committee,');
    await user.click(screen.getByRole('radio', { name: 'Upload a new file' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    // A new upload needs its file, as the spec words it.
    expect(await screen.findByText('Resume file is required')).toBeTruthy();
    await user.upload(
      screen.getByLabelText(/^Resume/),
      new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText('Application Submitted!');
    const form = posted();
    expect(form.get('country')).toBe('Germany');
    expect(form.get('contact_mobile')).toBe('+49 6 12 34 56 78');
    expect(form.get('comments')).toBe('Dear committee,');
    expect(form.get('cv_id')).toBeNull();
    expect((form.get('resume') as File).name).toBe('letter.pdf');
  });

  it('takes the country’s code when the profile has a country but no phone', async () => {
    formApi({
      'GET /api/user/profile': () => ({ profile: profile({ phone: null, country_of_residence: 'Germany' }) }),
    });
    show();
    expect(((await screen.findByLabelText('Country code')) as HTMLInputElement).value).toBe('+49');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('');
  });

  it('is the form as before without a profile or CVs (or when they cannot be read)', async () => {
    formApi({
      'GET /api/user/profile': () => ({ status: 500, body: { error: 'internal', message: 'boom' } }),
      'GET /api/user/cvs': () => ({ data: [] }),
    });
    show();
    expect(((await screen.findByLabelText('Full Name')) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByLabelText(/^Resume/).getAttribute('type')).toBe('file');
  });
});
