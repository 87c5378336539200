// @vitest-environment happy-dom
// A university site's careers form starts from the candidate's PhD Finder profile (issue 32, part 1):
// on a tenant host it reads the main origin with credentials (and nothing the site's own calls carry),
// fills name, e-mail, phone and country and offers the default CV; the candidate's edits and the CV's
// file are what the form sends; another file can replace the CV; signed out (401) or when the main
// site fails, the form is empty with a line pointing to the main site's sign-in; under /saas on the
// main host the same reads are same-origin.
import { screen } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAREERS_APPLICATION_RECEIVED } from '@phd/contracts/endpoints/careers';
import { PUBLIC_URL_META } from '@phd/contracts/tenant-site';
import type { StoredCv } from '../src/api/profile.ts';
import { CareersApplicationForm } from '../src/pages/tenant/careers/CareersApplicationForm.tsx';
import { fakeApi, renderPage, type FakeHandler } from './dom.tsx';
import { profile, USER } from './profile-fixture.ts';

// A main host with a domain of its own, so its tenant hosts are the same site (as in production).
const MAIN = 'http://phd.test:3000';
const TENANT = 'http://demo-university.phd.test:3000';
const OPPORTUNITY = '88888888-8888-4888-8888-888888888888';
const CV: StoredCv = {
  id: '00000000-0000-4000-8000-000000000001',
  filename: 'ada-cv.pdf',
  mime: 'application/pdf',
  size: 8,
  is_default: true,
  created_at: 1,
};
const PDF = '%PDF-1.4 Ada';
const CONSENT = 'I agree that Demo University keeps my application for 12 months.';

/** The page on a host, with the PUBLIC_URL the gateway puts in every page. */
function openAt(url: string, publicUrl = MAIN) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  document.head.querySelector(`meta[name="${PUBLIC_URL_META}"]`)?.remove();
  const meta = document.createElement('meta');
  meta.name = PUBLIC_URL_META;
  meta.content = publicUrl;
  document.head.append(meta);
}

afterEach(() => openAt(`${MAIN}/`));

const signedIn: Record<string, FakeHandler> = {
  'GET /api/user': () => ({ ...USER, name: 'Ada L', picture: null, last_name: 'Lovelace', role: 'user' }),
  'GET /api/user/profile': () => ({
    profile: profile({ contact_email: 'ada.work@example.org', phone: { dial_code: '+33', number: '6 12 34 56 78' } }),
  }),
  'GET /api/user/cvs': () => ({ data: [{ ...CV, id: 'other', filename: 'old.pdf', is_default: false }, CV] }),
};
const signedOut: Record<string, FakeHandler> = {
  'GET /api/user': () => ({ status: 401, body: { error: 'unauthorized', message: 'Please sign in to continue.' } }),
  'GET /api/user/profile': () => ({
    status: 401,
    body: { error: 'unauthorized', message: 'Please sign in to continue.' },
  }),
  'GET /api/user/cvs': () => ({ status: 401, body: { error: 'unauthorized', message: 'Please sign in to continue.' } }),
};

/** The fake API, with the CV's file served as bytes (the fake answers JSON only). */
function careersApi(routes: Record<string, FakeHandler>, cvFile: () => Response = () => new Response(PDF)) {
  const api = fakeApi({
    ...routes,
    'POST /api/careers/applications': () => ({ status: 201, body: { message: CAREERS_APPLICATION_RECEIVED } }),
  });
  const json = vi.mocked(fetch).getMockImplementation()!;
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({ url: String(input), init });
      return String(input).endsWith(`/api/user/cvs/${CV.id}/file`) ? cvFile() : json(input, init);
    }),
  );
  return { ...api, requests };
}

const render = () => renderPage(<CareersApplicationForm opportunityId={OPPORTUNITY} consent={CONSENT} />);

/** The multipart body the form posted to the site. */
function posted(requests: { url: string; init: RequestInit }[]): FormData {
  const sent = requests.find((r) => r.url.endsWith('/api/careers/applications') && r.init.method === 'POST');
  return sent!.init.body as FormData;
}

describe('on a tenant host, signed in on PhD Finder', () => {
  it('reads the main origin with the cookie, and only safelisted headers (no preflight, no staff token)', async () => {
    openAt(`${TENANT}/careers/x`);
    const { requests } = careersApi(signedIn);
    render();
    await screen.findByText('Filled in from your PhD Finder profile. Change anything for this application.');
    const reads = requests.filter((r) => r.url.includes('/api/user'));
    expect(reads.map((r) => r.url).sort()).toEqual([
      `${MAIN}/api/user`,
      `${MAIN}/api/user/cvs`,
      `${MAIN}/api/user/profile`,
    ]);
    for (const { init } of reads) {
      expect(init.credentials).toBe('include');
      expect(init.headers).toEqual({ accept: 'application/json' });
    }
  });

  it('starts filled from the profile, with the default CV offered', async () => {
    openAt(`${TENANT}/careers/x`);
    careersApi(signedIn);
    render();
    expect(await screen.findByLabelText('Name')).toHaveProperty('value', 'Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada.work@example.org');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveProperty('value', '+33 6 12 34 56 78');
    expect(screen.getByLabelText('Country (optional)')).toHaveProperty('value', 'France');
    expect(screen.getByRole('radio', { name: 'Use my CV: ada-cv.pdf' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Upload another file' })).toHaveProperty('checked', false);
    expect(screen.queryByText(/Sign in on PhD Finder/)).toBeNull();
  });

  it('sends the edited values and the stored CV as the resume, nothing before', async () => {
    openAt(`${TENANT}/careers/x`);
    const { requests } = careersApi(signedIn);
    render();
    const phone = await screen.findByLabelText('Phone number (optional)');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 20 7946 0000');
    await userEvent.clear(screen.getByLabelText('Country (optional)'));
    expect(requests.some((r) => r.init.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(CAREERS_APPLICATION_RECEIVED)).toBeTruthy();
    const form = posted(requests);
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      opportunity_id: OPPORTUNITY,
      name: 'Ada Lovelace',
      email: 'ada.work@example.org',
      phone: '+44 20 7946 0000',
      consent: 'true',
    });
    const resume = form.get('resume') as File;
    expect(resume.name).toBe('ada-cv.pdf');
    expect(resume.type).toBe('application/pdf');
    expect(await resume.text()).toBe(PDF);
    const file = requests.find((r) => r.url.endsWith('/file'))!;
    expect(file.url).toBe(`${MAIN}/api/user/cvs/${CV.id}/file`);
    expect(file.init.credentials).toBe('include');
  });

  it('sends another file instead when the candidate uploads one', async () => {
    openAt(`${TENANT}/careers/x`);
    const { requests } = careersApi(signedIn);
    render();
    await userEvent.click(await screen.findByRole('radio', { name: 'Upload another file' }));
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Resume file is required')).toBeTruthy();
    const other = new File(['%PDF-1.4 other'], 'other.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Resume (PDF, DOC or DOCX, at most 10 MB)'), other);
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText(CAREERS_APPLICATION_RECEIVED);
    expect((posted(requests).get('resume') as File).name).toBe('other.pdf');
    expect(requests.some((r) => r.url.endsWith('/file'))).toBe(false);
  });

  it('asks for the file when the stored CV cannot be read, and sends nothing', async () => {
    openAt(`${TENANT}/careers/x`);
    const { requests } = careersApi(signedIn, () => new Response('gone', { status: 404 }));
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('Your CV could not be read from PhD Finder. Please upload the file instead.'),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Upload another file' })).toHaveProperty('checked', true);
    expect(requests.some((r) => r.init.method === 'POST')).toBe(false);
  });
});

describe('without a PhD Finder profile', () => {
  it.each([
    ['signed out (401)', signedOut],
    ['the main site failing', { ...signedIn, 'GET /api/user/profile': () => ({ status: 503, body: { error: 'x' } }) }],
  ])('%s: the form starts empty, with the sign-in line', async (_case, routes) => {
    openAt(`${TENANT}/careers/x`);
    careersApi(routes);
    render();
    const link = await screen.findByRole('link', { name: 'Sign in on PhD Finder' });
    // In a new tab: sign-in comes back only to the main site's pages.
    expect(link.getAttribute('href')).toBe(`${MAIN}/login`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.parentElement?.textContent).toBe(
      'Have a PhD Finder profile? Sign in on PhD Finder to fill this in for you.',
    );
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByLabelText('Resume (PDF, DOC or DOCX, at most 10 MB)')).toBeTruthy();
  });
});

describe('a tenant host that is not the same site as the main host', () => {
  it.each([
    ['beside an IP address', 'http://demo-university.localhost:3000', 'http://127.0.0.1:3000'],
    // Browsers count each *.localhost name as a site of its own: the local demo's hosts.
    ['beside localhost', 'http://demo-university.localhost:3000', 'http://localhost:3000'],
  ])(
    '%s: asks nothing (the cookie could not come along) and signs in towards the form under /saas',
    async (_case, tenant, main) => {
      openAt(`${tenant}/careers/x`, main);
      const { requests } = careersApi(signedIn);
      render();
      const link = await screen.findByRole('link', { name: 'Sign in on PhD Finder' });
      const returnTo = `/saas/careers/${OPPORTUNITY}?site=demo-university`;
      expect(link.getAttribute('href')).toBe(`${main}/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(link.getAttribute('target')).toBeNull();
      expect(requests).toEqual([]);
    },
  );
});

describe('signed in from another tab', () => {
  it('fills the form in when the candidate comes back to this tab', async () => {
    openAt(`${TENANT}/careers/x`);
    let signedInYet = false;
    const either =
      (path: string): FakeHandler =>
      (request) =>
        (signedInYet ? signedIn : signedOut)[path]!(request);
    careersApi(Object.fromEntries(Object.keys(signedIn).map((path) => [path, either(path)])));
    render();
    await screen.findByRole('link', { name: 'Sign in on PhD Finder' });
    signedInYet = true;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBeTruthy();
    expect(
      screen.getByText('Filled in from your PhD Finder profile. Change anything for this application.'),
    ).toBeTruthy();
  });
});

describe('under /saas on the main host', () => {
  it('reads the same endpoints same-origin, without the site header', async () => {
    openAt(`${MAIN}/saas/careers/x`);
    const { requests } = careersApi(signedIn);
    render();
    expect(await screen.findByLabelText('Name')).toHaveProperty('value', 'Ada Lovelace');
    const reads = requests.filter((r) => r.url.includes('/api/user'));
    expect(reads.map((r) => r.url).sort()).toEqual(['/api/user', '/api/user/cvs', '/api/user/profile']);
    expect(screen.getByRole('radio', { name: 'Use my CV: ada-cv.pdf' })).toBeTruthy();
  });
});
