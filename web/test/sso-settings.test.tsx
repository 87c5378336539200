// @vitest-environment happy-dom
// The owner's "Single sign-on" settings (issue 33): they load with the addresses the identity provider
// needs, load the IdP's metadata and show what it said, and save the body the contract expects (checked
// here with the contract's own input schema), showing the server's message; admins only read why they
// cannot. The API is faked at fetch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDP_METADATA_LOADED, SSO_SAVED, type SsoSettingsJson } from '@phd/contracts/endpoints/sso';
import { ssoSettingsInput } from '@phd/contracts/input/sso';
import type { StaffRole } from '../src/api/staff.ts';
import { TenantSsoPanel } from '../src/pages/admin/TenantSsoPanel.tsx';
import { SsoSettings } from '../src/pages/tenant/settings/SsoSettings.tsx';
import { fakeApi, renderPage } from './dom.tsx';
import { signedInStaff } from './signed-in-staff.tsx';

const OWNER_ID = '0b7e9c1a-3f7e-4a55-9d7b-1c2d3e4f5a6b';
const OTHER_OWNER = '7c1f0e2d-8a9b-4c3d-8e7f-6a5b4c3d2e1f';
const CERT = `MIIC${'A'.repeat(200)}`;

function settings(change: Partial<SsoSettingsJson> = {}): SsoSettingsJson {
  return {
    configured: false,
    protocol: 'saml',
    enabled: false,
    required: false,
    break_glass_user_id: null,
    display_name: null,
    button_label: 'Sign in with Demo University',
    allowed_domains: [],
    attribute_map: { subject: null, email: null, name: null },
    role_rules: [],
    saml: { idp_entity_id: null, idp_sso_url: null, idp_slo_url: null, idp_certificates: [], idp_metadata_url: null },
    oidc: { issuer: null, client_id: null, client_secret_set: false },
    service_provider: {
      entity_id: 'https://phd-finder.test/api/sso/demo-university/saml/metadata',
      acs_url: 'https://phd-finder.test/api/sso/demo-university/saml/acs',
      slo_url: 'https://phd-finder.test/api/sso/demo-university/saml/slo',
      metadata_url: 'https://phd-finder.test/api/sso/demo-university/saml/metadata',
      certificate: null,
    },
    oidc_redirect_uri: 'https://phd-finder.test/api/sso/demo-university/oidc/callback',
    owners: [
      { id: OTHER_OWNER, name: 'Ada Owner', email: 'ada@demo.test' },
      { id: OWNER_ID, name: 'Sanne Owner', email: 'sanne@demo.test' },
    ],
    ...change,
  };
}

const IDP = {
  idp_entity_id: 'https://idp.demo.test/idp/shibboleth',
  idp_sso_url: 'https://idp.demo.test/idp/profile/SAML2/Redirect/SSO',
  idp_slo_url: null,
  idp_certificates: [CERT, CERT],
  idp_metadata_url: 'https://idp.demo.test/metadata.xml',
};

function renderSettings(role: StaffRole = 'owner') {
  const staff = signedInStaff({ id: OWNER_ID, name: 'Sanne Owner' }, role);
  return renderPage(
    <Routes>
      <Route element={<Outlet context={staff} />}>
        <Route path="/settings" element={<SsoSettings />} />
      </Route>
    </Routes>,
    { path: '/settings' },
  );
}

beforeEach(() => localStorage.clear());

describe('the single sign-on settings', () => {
  it('load and show the service provider’s addresses to copy, and its metadata to download', async () => {
    fakeApi({ 'GET /api/saas/sso': () => ({ data: settings() }) });
    renderSettings();
    const sp = await screen.findByRole('region', { name: 'Your service provider' });
    expect((within(sp).getByLabelText('Entity ID') as HTMLInputElement).value).toBe(
      'https://phd-finder.test/api/sso/demo-university/saml/metadata',
    );
    expect((within(sp).getByLabelText('ACS URL') as HTMLInputElement).value).toBe(
      'https://phd-finder.test/api/sso/demo-university/saml/acs',
    );
    expect((within(sp).getByLabelText('SLO URL') as HTMLInputElement).value).toBe(
      'https://phd-finder.test/api/sso/demo-university/saml/slo',
    );
    expect(within(sp).getByRole('button', { name: 'Copy ACS URL' })).toBeTruthy();
    expect(within(sp).getByRole('link', { name: 'Download metadata' }).getAttribute('href')).toBe(
      'https://phd-finder.test/api/sso/demo-university/saml/metadata',
    );
    expect(screen.getByText('No identity provider metadata loaded yet.')).toBeTruthy();
  });

  it('load the IdP’s metadata by URL and show its entity ID, addresses and certificates', async () => {
    const { calls } = fakeApi({
      'GET /api/saas/sso': () => ({ data: settings() }),
      'POST /api/saas/sso/idp-metadata': () => ({ message: IDP_METADATA_LOADED, data: settings({ saml: IDP }) }),
    });
    const user = userEvent.setup();
    renderSettings();
    await user.type(await screen.findByLabelText('IdP metadata URL'), 'https://idp.demo.test/metadata.xml');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect((await screen.findByRole('status')).textContent).toBe(IDP_METADATA_LOADED);
    const idp = screen.getByRole('region', { name: 'Identity provider' });
    expect(within(idp).getByText('https://idp.demo.test/idp/shibboleth')).toBeTruthy();
    expect(within(idp).getByText('https://idp.demo.test/idp/profile/SAML2/Redirect/SSO')).toBeTruthy();
    expect(within(idp).getByText('2 certificates')).toBeTruthy();
    const load = calls.find((call) => call.url.pathname === '/api/saas/sso/idp-metadata')!;
    expect(load.body).toEqual({ url: 'https://idp.demo.test/metadata.xml' });
  });

  it('send pasted metadata as its XML', async () => {
    const { calls } = fakeApi({
      'GET /api/saas/sso': () => ({ data: settings() }),
      'POST /api/saas/sso/idp-metadata': () => ({ message: IDP_METADATA_LOADED, data: settings({ saml: IDP }) }),
    });
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByLabelText('Or paste the metadata XML'));
    await user.paste('<EntityDescriptor entityID="x"/>');
    await user.click(screen.getByRole('button', { name: 'Load pasted metadata' }));
    await screen.findByText('2 certificates');
    expect(calls.find((call) => call.url.pathname === '/api/saas/sso/idp-metadata')!.body).toEqual({
      xml: '<EntityDescriptor entityID="x"/>',
    });
  });

  it('save the body the contract expects and show the server’s message', async () => {
    let saved: unknown;
    const { calls } = fakeApi({
      'GET /api/saas/sso': () => ({ data: settings({ saml: IDP }) }),
      'PUT /api/saas/sso': ({ body }) => {
        saved = body;
        return { message: SSO_SAVED, data: settings({ saml: IDP, enabled: true, required: true }) };
      },
    });
    const user = userEvent.setup();
    renderSettings();
    await user.type(await screen.findByLabelText('Allowed e-mail domains'), 'demo.edu, @Staff.Demo.edu');
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const rule = screen.getByRole('group', { name: 'Rule 1' });
    await user.type(within(rule).getByLabelText('Attribute'), 'eduPersonAffiliation');
    await user.type(within(rule).getByLabelText('Value'), 'staff');
    await user.selectOptions(within(rule).getByLabelText('Role'), 'admin');
    await user.type(screen.getByLabelText('E-mail attribute'), 'mail');
    await user.type(screen.getByLabelText('Button label'), 'Sign in with DemoID');
    await user.click(screen.getByLabelText('Turn on single sign-on'));
    await user.click(screen.getByLabelText('Require single sign-on (passwords stop working)'));
    // The signed-in owner is the break-glass owner unless another is chosen.
    expect((screen.getByLabelText('Break-glass owner') as HTMLSelectElement).value).toBe(OWNER_ID);
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect((await screen.findByRole('status')).textContent).toBe(SSO_SAVED);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(saved).toEqual({
      protocol: 'saml',
      enabled: true,
      required: true,
      break_glass_user_id: OWNER_ID,
      display_name: 'Sign in with DemoID',
      allowed_domains: ['demo.edu', '@Staff.Demo.edu'],
      attribute_map: { email: 'mail' },
      role_rules: [{ attribute: 'eduPersonAffiliation', value: 'staff', role: 'admin' }],
      saml: IDP,
      oidc: {},
    });
    const parsed = ssoSettingsInput.parse(saved);
    expect(parsed.allowed_domains).toEqual(['demo.edu', 'staff.demo.edu']);
  });

  it('send OpenID Connect’s fields, keeping a saved client secret when left blank', async () => {
    let saved: unknown;
    fakeApi({
      'GET /api/saas/sso': () => ({
        data: settings({
          protocol: 'oidc',
          configured: true,
          oidc: { issuer: 'https://login.demo.test', client_id: 'phd-finder', client_secret_set: true },
        }),
      }),
      'PUT /api/saas/sso': ({ body }) => {
        saved = body;
        return { message: SSO_SAVED, data: settings({ protocol: 'oidc' }) };
      },
    });
    const user = userEvent.setup();
    renderSettings();
    const secret = await screen.findByLabelText('Client secret');
    expect(secret.getAttribute('placeholder')).toBe('Saved — leave blank to keep');
    expect((screen.getByLabelText('Redirect URI to register') as HTMLInputElement).value).toBe(
      'https://phd-finder.test/api/sso/demo-university/oidc/callback',
    );
    expect(screen.queryByRole('region', { name: 'Your service provider' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await screen.findByText(SSO_SAVED);
    expect(saved).toMatchObject({
      protocol: 'oidc',
      oidc: { issuer: 'https://login.demo.test', client_id: 'phd-finder' },
    });
    expect((saved as { oidc: object }).oidc).not.toHaveProperty('client_secret');
    expect(ssoSettingsInput.safeParse(saved).success).toBe(true);
  });

  it('say what is wrong before sending when a rule is incomplete or a domain is no domain', async () => {
    const { calls } = fakeApi({ 'GET /api/saas/sso': () => ({ data: settings() }) });
    const user = userEvent.setup();
    renderSettings();
    await user.type(await screen.findByLabelText('Allowed e-mail domains'), 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/e-mail domains such as university\.edu/);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('show the server’s refusal', async () => {
    fakeApi({
      'GET /api/saas/sso': () => ({ data: settings() }),
      'PUT /api/saas/sso': () => ({
        status: 400,
        body: { error: 'invalid', message: 'Load the identity provider’s metadata before turning SAML on.' },
      }),
    });
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByLabelText('Turn on single sign-on'));
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Load the identity provider’s metadata before turning SAML on.',
    );
  });

  it('are not asked for by an admin, who is told only owners set them up', async () => {
    const { calls } = fakeApi({});
    renderSettings('admin');
    expect(screen.getByText('Only the site’s owners set up single sign-on.')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});

describe('checking an OpenID provider before saving', () => {
  it('sends what is typed (a blank secret as null, meaning the saved one) and shows the answer', async () => {
    const { calls } = fakeApi({
      'GET /api/saas/sso': () => ({
        data: settings({ protocol: 'oidc', oidc: { issuer: null, client_id: null, client_secret_set: true } }),
      }),
      'POST /api/saas/sso/oidc/check': () => ({ ok: false, message: 'The client ID or secret is not right.' }),
    });
    const user = userEvent.setup();
    renderSettings();
    await user.type(await screen.findByLabelText('Issuer URL'), 'https://login.demo.test');
    await user.type(screen.getByLabelText('Client ID'), 'phd-finder');
    await user.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(await screen.findByText('The client ID or secret is not right.')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/saas/sso/oidc/check')!.body).toEqual({
      issuer: 'https://login.demo.test',
      client_id: 'phd-finder',
      client_secret: null,
    });
  });
});

describe('an admin setting a site’s single sign-on up for it', () => {
  it('loads and saves that site’s settings through the admin’s calls, the first owner keeping a password', async () => {
    const SITE = '5d0c3a2b-1e4f-4a6b-8c7d-9e0f1a2b3c4d';
    let saved: unknown;
    const { calls } = fakeApi({
      [`GET /api/admin/tenants/${SITE}/sso`]: () => ({ data: settings({ saml: IDP }) }),
      [`PUT /api/admin/tenants/${SITE}/sso`]: ({ body }) => {
        saved = body;
        return { message: SSO_SAVED, data: settings({ saml: IDP, enabled: true, required: true }) };
      },
    });
    const user = userEvent.setup();
    renderPage(<TenantSsoPanel tenantId={SITE} name="Demo University" />, { path: '/admin' });
    const panel = await screen.findByRole('region', { name: 'Single sign-on of Demo University' });
    await user.click(await within(panel).findByLabelText('Turn on single sign-on'));
    await user.click(within(panel).getByLabelText('Require single sign-on (passwords stop working)'));
    expect((within(panel).getByLabelText('Break-glass owner') as HTMLSelectElement).value).toBe(OTHER_OWNER);
    await user.click(within(panel).getByRole('button', { name: 'Save single sign-on' }));
    expect((await within(panel).findByRole('status')).textContent).toBe(SSO_SAVED);
    expect(ssoSettingsInput.parse(saved)).toMatchObject({
      enabled: true,
      required: true,
      break_glass_user_id: OTHER_OWNER,
    });
    expect(calls.some((call) => call.url.pathname.startsWith('/api/saas/'))).toBe(false);
  });
});
