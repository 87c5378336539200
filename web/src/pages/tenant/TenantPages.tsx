// The tenant screens (spec "Tenant variant routes" and "Tenant area"): staff sign-in, the dashboard and
// the review screen of one opportunity, at /login, /dashboard and /review/{id} on a tenant host and
// under /saas on the main host. Staff sign-in (POST /api/login, spec section 7) does not exist yet, so
// the form says so on submit and signs nobody in; the dashboard and review screens point to it.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { findTenant, type PublicTenant } from '../../api/tenant.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { onTenantHost, rememberTenantSlug, storedTenantSlug, tenantBase } from '../../layout/tenant.ts';
import { useTenant } from '../../layout/useTenant.ts';
import { pageMeta, tenantPageMeta } from '../../shared/seo.ts';
import { isValidSlug } from '../../shared/tenant-site.ts';
import { Notice } from '../university/AuthShell.tsx';
import { requireFields, useFields } from '../university/form-state.ts';

/** What the sign-in form says on submit until staff sign-in exists. */
export const SIGN_IN_COMING =
  'Staff sign-in is coming soon. Your university site is set up; signing in with your e-mail and password will open here shortly. Nothing was sent.';

export const SITE_FIELD_HINT =
  'The name in your site’s address, e.g. demo-university for demo-university.phd-finder.com';

function TenantHead({ tenant }: { tenant: PublicTenant | null }) {
  const { pathname } = useLocation();
  return <PageHead meta={tenant ? tenantPageMeta(tenant, pathname) : { ...pageMeta(pathname), noindex: true }} />;
}

function Card({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto my-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function TenantLoginPage() {
  const { tenant } = useTenant();
  // On the main host (/saas/login) the site is typed; on a tenant host the address says it.
  const askSite = !onTenantHost();
  const form = useFields({ site: storedTenantSlug() ?? '', email: '', password: '' });
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const errors = requireFields(form.values, {
      ...(askSite ? { site: 'University site' } : {}),
      email: 'Email',
      password: 'Password',
    });
    const site = form.values.site.trim().toLowerCase();
    if (askSite && site && !isValidSlug(site))
      errors.site = 'Use the lowercase letters, digits and hyphens of your site’s address';
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (askSite) {
      setBusy(true);
      try {
        const found = await findTenant(site);
        if (!found) {
          form.setErrors({ site: `There is no university site called "${site}"` });
          return;
        }
        rememberTenantSlug(found.slug);
      } catch (error) {
        setNotice({
          tone: 'error',
          text: serverMessage(error, 'The university site could not be checked. Please try again.'),
        });
        return;
      } finally {
        setBusy(false);
      }
    }
    setNotice({ tone: 'info', text: SIGN_IN_COMING });
  };

  return (
    <>
      <TenantHead tenant={tenant} />
      <Card
        title="Staff sign-in"
        intro={
          tenant
            ? `Sign in to review applicants for ${tenant.university}.`
            : 'Sign in to your university’s applicant review site.'
        }
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
          {askSite && (
            <TextField
              label="University site"
              autoComplete="organization"
              autoCapitalize="none"
              spellCheck={false}
              hint={SITE_FIELD_HINT}
              {...form.bind('site')}
            />
          )}
          <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" {...form.bind('password')} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Checking...' : 'Sign In'}
          </Button>
        </form>
      </Card>
    </>
  );
}

function SignInFirst({ title }: { title: string }) {
  const { tenant } = useTenant();
  return (
    <>
      <TenantHead tenant={tenant} />
      <Card
        title={title}
        intro={
          tenant
            ? `Applicants and opportunities of ${tenant.university} are shown here to signed-in staff.`
            : 'Applicants and opportunities are shown here to signed-in staff.'
        }
      >
        <p className="text-slate-700">
          <Link to={`${tenantBase()}/login`} className={TEXT_LINK}>
            Go to staff sign-in
          </Link>
        </p>
      </Card>
    </>
  );
}

export function TenantDashboardPage() {
  return <SignInFirst title="Dashboard" />;
}

export function TenantReviewPage() {
  return <SignInFirst title="Review applicants" />;
}
