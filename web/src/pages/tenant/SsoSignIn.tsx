// The single sign-on part of the staff login page (issue 33): which sign-in the site offers (GET
// /api/tenant/sign-in), its "Sign in with {University}" button, the sentence of a refused sign-in
// (?sso_error=<code>) or a finished single logout (?signed_out=1), and the password form tucked away when the site requires single sign-on, where
// only the break-glass owner still needs it. On /saas the site is typed first: its options are asked
// once the typed name has stood still a moment, so a half-typed name asks nothing.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isValidSlug } from '@phd/contracts/tenant-site';
import { ssoApi, type SignInOptions } from '../../api/sso.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/styles.ts';
import { onTenantHost } from '../../layout/tenant.ts';
import { ssoErrorSentence } from './sso-errors.ts';

const TYPING_PAUSE_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The sign-in the site offers: `typedSite` is the name typed on /saas (undefined on a tenant host,
 * whose address names the site). Null until known, and when the site cannot say (no such site, a
 * failed call): the password form then stays, as before single sign-on existed.
 */
export function useSignInOptions(typedSite: string | undefined): SignInOptions | null {
  const settled = useSettled(typedSite?.trim().toLowerCase() ?? '');
  const site = typedSite === undefined ? undefined : settled;
  const options = useQuery({
    queryKey: ['sso', 'sign-in', site ?? null],
    queryFn: ({ signal }) => ssoApi.signInOptions(site, signal),
    enabled: site === undefined || isValidSlug(site),
    retry: false,
    staleTime: 60_000,
  });
  return options.data ?? null;
}

/** The IdP's sign-in through the site, asked to come back to `returnTo` (and to /saas when started there). */
export function ssoStartHref(startUrl: string, returnTo: string): string {
  const here = window.location.origin;
  const url = new URL(startUrl, here);
  url.searchParams.set('returnTo', returnTo);
  if (!onTenantHost()) url.searchParams.set('via', 'saas');
  return url.origin === here ? `${url.pathname}${url.search}` : url.href;
}

export function SsoSignIn({ options, returnTo }: { options: SignInOptions | null; returnTo: string }) {
  const [params] = useSearchParams();
  const refused = params.get('sso_error');
  return (
    <>
      {refused !== null && <Notice tone="error">{ssoErrorSentence(refused)}</Notice>}
      {refused === null && params.get('signed_out') === '1' && (
        <Notice tone="info">You are signed out of this site and of your university’s sign-in.</Notice>
      )}
      {options?.sso && (
        <div className="space-y-4">
          <a href={ssoStartHref(options.sso.start_url, returnTo)} className={`${PRIMARY_BUTTON} w-full text-center`}>
            {options.sso.label}
          </a>
          {options.password && (
            <p className="flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
              or with your password
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** The e-mail and password fields: as they are, or behind a disclosure when passwords are refused. */
export function PasswordSignIn({ offered, children }: { offered: boolean; children: ReactNode }) {
  if (offered) return <>{children}</>;
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">Owner’s emergency sign-in</summary>
      <div className="mt-3 space-y-4">
        <p className="text-sm text-slate-600">
          This site signs staff in through the university. Only its emergency owner may use a password, for when the
          university’s sign-in is down.
        </p>
        {children}
      </div>
    </details>
  );
}
