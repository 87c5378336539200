// Where a single sign-on lands (issue 33): the site's /login/sso?code=… (on /saas also &site=…). The
// one-time code is traded for a staff token (POST /api/sso/handoff), kept as the password sign-in keeps
// its own, and the page is replaced by the next one so the spent code leaves the history. A code is good
// once: it is traded once per page load, however often React runs the effect (StrictMode runs it twice).
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isValidSlug } from '@phd/contracts/tenant-site';
import { ssoApi } from '../../api/sso.ts';
import type { StaffSignIn } from '../../api/staff.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';
import { onTenantHost, rememberTenantSlug, tenantBase } from '../../layout/tenant.ts';
import { useRememberStaff } from '../../layout/useStaff.ts';
import { SSO_FAILED } from './sso-errors.ts';
import { afterSignIn } from './TenantPages.tsx';
import { TenantCard } from './TenantShell.tsx';

const trades = new Map<string, Promise<StaffSignIn>>();

/** The one trade of `code`: a second asking (the effect run again) gets the first one's answer. */
function tradeOnce(code: string, site: string | undefined): Promise<StaffSignIn> {
  let trade = trades.get(code);
  if (!trade) {
    trade = ssoApi.handoff(code, site);
    trades.set(code, trade);
  }
  return trade;
}

export function SsoFinishPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const remember = useRememberStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const code = params.get('code')?.trim() ?? '';
  const typedSite = params.get('site')?.trim().toLowerCase() ?? '';
  const site = !onTenantHost() && isValidSlug(typedSite) ? typedSite : undefined;
  const next = params.get('next');

  useEffect(() => {
    if (!code) return;
    if (site) rememberTenantSlug(site);
    let current = true;
    tradeOnce(code, site).then(
      (signedIn) => {
        if (!current) return;
        remember(signedIn);
        void navigate(afterSignIn(next), { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(serverMessage(error, SSO_FAILED));
      },
    );
    return () => {
      current = false;
    };
    // `remember` and `navigate` are new each render; the trade depends on the address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, site, next]);

  const problem = code ? failure : 'The sign-in link is incomplete. Please sign in again.';
  return (
    <TenantCard title="Signing you in">
      {problem ? (
        <div className="space-y-4">
          <Notice tone="error">{problem}</Notice>
          <p>
            <Link to={`${tenantBase()}/login`} className={TEXT_LINK}>
              Back to the sign-in page
            </Link>
          </p>
        </div>
      ) : (
        <Spinner label="Signing you in..." />
      )}
    </TenantCard>
  );
}
