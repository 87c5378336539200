// A university site's single sign-on in the browser (issue 33): the owner of the second demo site loads
// the demo SAML IdP's metadata (/dev/saml-idp, which `npm start` offers) in Settings, allows the demo
// domain and turns SSO on; a new person picks themselves at the IdP and lands in the site as a reviewer;
// a refused person lands on the login page with the reason; the owner then requires SSO and the login
// page drops the password form for the emergency disclosure. Each run provisions a site of its own, so the
// other specs' password sign-ins stay as they are; its owner is the break-glass account. Screenshots at
// 1280 and 375 px.
import type { Browser, Page } from '@playwright/test';
import { join } from 'node:path';
import { E2E_PORT, SCREENSHOT_DIR } from './support/constants.ts';
import { expect, test } from './support/fixtures.ts';
import { freshSite } from './support/fresh-site.ts';
import { rememberStaff } from './support/staff.ts';

const IDP_METADATA = `http://127.0.0.1:${E2E_PORT}/dev/saml-idp/metadata`;

const ssoSection = (page: Page) => page.getByRole('region', { name: 'Single sign-on' });

/** A browser with nobody signed in, at the site's login page. */
async function signedOut(browser: Browser, page: Page, TENANT: string) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: TENANT }]);
  const visitor = await context.newPage();
  await visitor.goto(`${TENANT}/login`);
  return { context, visitor };
}

test('the owner sets up SAML from the demo IdP, a new person signs in through it, and requiring it drops the password form', async ({
  page,
  context,
  request,
  browser,
  shots,
}) => {
  test.setTimeout(90_000);
  const admin = await browser.newPage();
  const site = await freshSite(admin, request, 'sso');
  await admin.close();
  const [SITE, TENANT, OWNER] = [site.slug, site.origin, site.owner];
  const button = `Sign in with ${site.university}`;
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: TENANT }]);
  await rememberStaff(context, site.ownerSignIn, SITE);
  await page.goto(`${TENANT}/settings`);
  const sso = ssoSection(page);
  await expect(sso.getByText('Let staff sign in with their university account')).toBeVisible();
  await sso.getByLabel('SAML 2.0').check();
  await expect(sso.getByRole('textbox', { name: 'ACS URL' })).toHaveValue(
    `http://127.0.0.1:${E2E_PORT}/api/sso/${SITE}/saml/acs`,
  );
  await sso.getByLabel('IdP metadata URL').fill(IDP_METADATA);
  await sso.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(sso.getByText('Identity provider metadata loaded')).toBeVisible();
  await expect(sso.getByText(IDP_METADATA)).toBeVisible();
  await sso.getByLabel('Allowed e-mail domains').fill('demo-university.edu');
  await sso.getByLabel('Turn on single sign-on').check();
  await sso.getByLabel('Require single sign-on (passwords stop working)').uncheck();
  await sso.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(sso.getByText('Single sign-on settings saved')).toBeVisible();
  await shots.screenshot('sso-settings');
  await shots.expectAccessible();

  // A new person from the allowed domain: created as a reviewer on their first sign-in.
  const first = await signedOut(browser, page, TENANT);
  await first.visitor.getByRole('link', { name: button }).click();
  await expect(first.visitor.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
  await first.visitor.getByRole('button', { name: /Sign in as Nadia Reviewer/ }).click();
  await expect(first.visitor).toHaveURL(/\/dashboard$/);
  const signedIn = JSON.parse((await first.visitor.evaluate(() => localStorage.getItem('user'))) ?? '{}') as object;
  expect(signedIn).toMatchObject({
    email: 'new.reviewer@demo-university.edu',
    name: 'Nadia Reviewer',
    role: 'reviewer',
  });
  await first.context.close();

  // Someone from another domain, never invited: back at the login page, told why.
  const refused = await signedOut(browser, page, TENANT);
  await refused.visitor.getByRole('link', { name: button }).click();
  await refused.visitor.getByRole('button', { name: /Sign in as Gus Elsewhere/ }).click();
  await expect(refused.visitor.getByText('Your e-mail address is not one this university site accepts')).toBeVisible();
  await refused.context.close();

  // Required: passwords stop, but for the owner's emergency sign-in.
  await sso.getByLabel('Require single sign-on (passwords stop working)').check();
  await expect(sso.getByLabel('Break-glass owner')).toContainText(OWNER.email);
  await sso.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(sso.getByText('Single sign-on settings saved')).toBeVisible();
  const required = await signedOut(browser, page, TENANT);
  await expect(required.visitor.getByRole('link', { name: button })).toBeVisible();
  await expect(required.visitor.getByLabel('Password')).toBeHidden();
  await expect(required.visitor.getByText('Owner’s emergency sign-in')).toBeVisible();
  await required.visitor.screenshot({
    path: join(SCREENSHOT_DIR, test.info().project.name, 'sso-login-required.png'),
    fullPage: true,
  });
  await required.context.close();
});
