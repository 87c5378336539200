// Smart Picks for a visitor (spec section 2): what signing in gives, and the two sign-in buttons
// (full-page navigation to the sign-in endpoints, coming back here).
import { signInHref } from '../static/LoginPage.tsx';
import { FOCUS_RING } from '../../components/ui/styles.ts';

const BENEFITS = [
  'Save your favourite PhD opportunities',
  'Get personalized recommendations',
  'Set your preferences for countries, universities and disciplines',
  'Track your application progress',
];

const BUTTON = `flex w-full items-center justify-center rounded-lg px-4 py-3 font-medium ${FOCUS_RING}`;

export function WelcomePanel() {
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm">
      <h1 className="text-3xl font-bold text-brand-900">Welcome to Smart Picks</h1>
      <p className="mt-2 text-slate-700">Sign in to make the most of PhD Finder:</p>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-800">
        {BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className="mt-8 space-y-3">
        <button
          type="button"
          onClick={() => window.location.assign(signInHref('google', '/smart-picks'))}
          className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Sign in with Google
        </button>
        <button
          type="button"
          onClick={() => window.location.assign(signInHref('linkedin', '/smart-picks'))}
          className={`${BUTTON} bg-[#0a66c2] text-white hover:bg-[#004182]`}
        >
          Sign in with LinkedIn
        </button>
      </div>
    </div>
  );
}
