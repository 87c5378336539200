// A university site of its own for a spec that changes a site's settings for good (single sign-on,
// webhooks, API keys), so specs running beside it on the demo sites are not affected: provisioned by
// the admin through the API, its owner's e-mailed invitation accepted through the API.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from './constants.ts';
import { linkFromMail } from './mail.ts';
import { signIn } from './sign-in.ts';

const ADMIN = 'admin@phd-finder.test';

export interface FreshSite {
  slug: string;
  university: string;
  origin: string;
  owner: { email: string; password: string };
  /** The owner's sign-in, as accepting the invitation answered it (no password sign-in spent on it). */
  ownerSignIn: { token: string; user: unknown };
}

/** `page` is signed in as the admin to provision it (its cookies change: use a page of its own). */
export async function freshSite(page: Page, request: APIRequestContext, label: string): Promise<FreshSite> {
  const slug = `${label}-${randomUUID().slice(0, 6)}`;
  // A university the catalogue knows (provisioning refuses others).
  const university = 'University of Edinburgh';
  const owner = { email: `owner@${slug}.test`, password: 'Fresh site owner 2026!' };
  await signIn(page, ADMIN, { returnTo: '/admin' });
  const csrf = ((await (await page.request.get('/api/csrf-token')).json()) as { token: string }).token;
  const made = await page.request.post('/api/admin/tenants', {
    headers: { 'x-csrf-token': csrf },
    data: { slug, name: `Edinburgh ${label} PhDs`, university, owner_email: owner.email },
  });
  expect(made.status(), await made.text()).toBe(201);
  const link = await linkFromMail(request, owner.email, '/saas/invite');
  const invitation = new URL(link, 'http://x').searchParams.get('token')!;
  const accepted = await request.post('/api/staff/invitations/accept', {
    headers: { 'x-tenant': slug },
    data: { token: invitation, name: 'Olive Owner', password: owner.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { token, user } = (await accepted.json()) as { token: string; user: unknown };
  return { slug, university, origin: `http://${slug}.localhost:${E2E_PORT}`, owner, ownerSignIn: { token, user } };
}
