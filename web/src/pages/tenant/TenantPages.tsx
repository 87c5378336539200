// The tenant screens (spec "Tenant variant routes" and "Tenant area"): staff sign-in, the dashboard
// at /login and /dashboard on a tenant host and under /saas on the main host (the review screen of one
// opportunity is review/ReviewPage.tsx). Sign-in is POST /api/login on the site; on /saas (no host to say which
// site) the form also asks for the site's name, remembered from the last sign-in.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { staffApi } from '../../api/staff.ts';
import { findTenant } from '../../api/tenant.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { onTenantHost, rememberTenantSlug, storedTenantSlug, tenantBase } from '../../layout/tenant.ts';
import { useRememberStaff, useStaff } from '../../layout/useStaff.ts';
import { useTenant } from '../../layout/useTenant.ts';
import { isValidSlug } from '@phd/contracts/tenant-site';
import { Notice } from '../../components/ui/Notice.tsx';
import { requireFields, useFields } from '../recruiter/form-state.ts';
import { PasswordSignIn, SsoSignIn, useSignInOptions } from './SsoSignIn.tsx';
import { TenantCard } from './TenantShell.tsx';

export const SITE_FIELD_HINT =
  'The name in your site’s address, e.g. demo-university for demo-university.phd-finder.com';

/** Where to go after signing in: the page that sent the person here (same site only), else the dashboard. */
export function afterSignIn(next: string | null): string {
  const base = tenantBase();
  const home = `${base}/dashboard`;
  if (!next || !next.startsWith('/') || next.startsWith('//')) return home;
  if (base && !next.startsWith(`${base}/`) && next !== base) return home;
  return /\/login(\?|$)/.test(next) ? home : next;
}

export function TenantLoginPage() {
  const { tenant } = useTenant();
  const { staff } = useStaff();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const remember = useRememberStaff();
  // On the main host (/saas/login) the site is typed; on a tenant host the address says it.
  const askSite = !onTenantHost();
  const form = useFields({ site: storedTenantSlug() ?? params.get('site') ?? '', email: '', password: '' });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signInOptions = useSignInOptions(askSite ? form.values.site : undefined);
  const passwordOffered = signInOptions?.password !== false;

  if (staff) return <Navigate replace to={afterSignIn(params.get('next'))} />;

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
    setBusy(true);
    try {
      if (askSite && !(await findTenant(site))) {
        form.setErrors({ site: `There is no university site called "${site}"` });
        return;
      }
      const signedIn = await staffApi.signIn(
        form.values.email.trim(),
        form.values.password,
        askSite ? site : undefined,
      );
      if (askSite) rememberTenantSlug(signedIn.tenant.slug);
      remember(signedIn);
      void navigate(afterSignIn(params.get('next')), { replace: true });
    } catch (error) {
      const message = serverMessage(error, 'Sign-in failed. Please try again.');
      form.setServerErrors(error, message);
      setNotice(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TenantCard
      title="Staff sign-in"
      intro={
        tenant
          ? `Sign in to review applicants for ${tenant.university}.`
          : 'Sign in to your university’s applicant review site.'
      }
      footer={
        passwordOffered && (
          <p>
            <Link to={`${tenantBase()}/forgot-password`} className={TEXT_LINK}>
              Forgot your password?
            </Link>
          </p>
        )
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {notice && (
          <div id={form.noticeId}>
            <Notice tone="error">{notice}</Notice>
          </div>
        )}
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
        <SsoSignIn options={signInOptions} returnTo={afterSignIn(params.get('next'))} />
        <PasswordSignIn offered={passwordOffered}>
          <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" {...form.bind('password')} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </PasswordSignIn>
      </form>
    </TenantCard>
  );
}
