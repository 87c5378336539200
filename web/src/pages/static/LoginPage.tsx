// Sign-in (spec section 2, "Sign-in page"): Google or LinkedIn. Each button leaves the app for the
// server's endpoint, which redirects to the provider, hence full-page navigation.
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { displayName, useCurrentUser } from '../../layout/useCurrentUser.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { BrandMark } from '../../components/ui/BrandMark.tsx';
import { FOCUS_RING, TEXT_LINK } from '../../components/ui/styles.ts';
import { pageMeta } from '@phd/contracts/seo';

export const SIGN_IN_ENDPOINTS = { google: '/api/login', linkedin: '/api/login/linkedin' } as const;

const PROVIDER_BUTTON = `flex w-full items-center justify-center gap-3 rounded-lg border px-4 py-3 font-medium ${FOCUS_RING}`;

/** Why a sign-in came back unfinished (gateway/src/auth/login-routes.ts sends ?error=<code>). */
export const SIGN_IN_ERRORS: Record<string, string> = {
  cancelled: 'Sign-in was cancelled. You can try again whenever you like.',
  expired: 'Your sign-in took too long or was opened in another browser. Please try again.',
  invalid: 'The sign-in could not be verified. Please try again.',
  unverified: 'Your account has no verified e-mail address with that provider. Please use another account.',
  unavailable: 'That sign-in provider is not available right now. Please try again later or use the other one.',
  failed: 'Sign-in failed. Please try again.',
};

/** The sign-in endpoint with the page to come back to (the page that sent the visitor here). */
export function signInHref(provider: keyof typeof SIGN_IN_ENDPOINTS, returnTo?: string): string {
  const endpoint = SIGN_IN_ENDPOINTS[provider];
  return returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? `${endpoint}?returnTo=${encodeURIComponent(returnTo)}`
    : endpoint;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { from?: unknown } | null };
  const { user } = useCurrentUser();
  const returnTo = params.get('returnTo') ?? (typeof state?.from === 'string' ? state.from : undefined);
  const problem = SIGN_IN_ERRORS[params.get('error') ?? ''];
  return (
    <>
      <PageHead meta={pageMeta('/login')} />
      <div className="mx-auto my-8 max-w-md rounded-2xl bg-white p-8 text-center shadow-lg">
        <Link to="/home" className={`inline-block rounded-lg ${FOCUS_RING}`} aria-label="PhD Finder home">
          <BrandMark />
        </Link>
        <h1 className="mt-6 text-2xl font-bold text-brand-900">Sign in to continue</h1>
        <p className="mt-2 text-slate-700">Save opportunities, set your preferences and apply in one place.</p>
        {problem && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-left text-red-800">
            {problem}
          </p>
        )}
        {user && (
          <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-slate-800">
            You are signed in as {displayName(user)}.{' '}
            <Link to={returnTo ?? '/dashboard'} className={TEXT_LINK}>
              Continue
            </Link>
          </p>
        )}
        <div className="mt-8 space-y-3">
          <button
            type="button"
            onClick={() => window.location.assign(signInHref('google', returnTo))}
            className={`${PROVIDER_BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
              <path
                fill="#EA4335"
                d="M12 10.2v3.9h5.4c-.2 1.3-1.6 3.8-5.4 3.8a6 6 0 010-12c1.8 0 3 .8 3.7 1.4l2.5-2.4A9.6 9.6 0 0012 2.4a9.6 9.6 0 100 19.2c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6z"
              />
            </svg>
            Sign in with Google
          </button>
          <button
            type="button"
            onClick={() => window.location.assign(signInHref('linkedin', returnTo))}
            className={`${PROVIDER_BUTTON} border-[#0a66c2] bg-[#0a66c2] text-white hover:bg-[#004182]`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
              <path d="M4.98 3.5a2.5 2.5 0 11-.02 5 2.5 2.5 0 01.02-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H9z" />
            </svg>
            Sign in with LinkedIn
          </button>
        </div>
        <p className="mt-8 text-sm text-slate-600">
          By signing in you agree to our{' '}
          <Link to="/terms" className={TEXT_LINK}>
            Terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className={TEXT_LINK}>
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </>
  );
}
