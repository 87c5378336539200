// Spec section 2: recruiters are invited to publish for free, or to sign in when registered.
import { Link } from 'react-router-dom';

export function RecruiterBanner() {
  return (
    <section
      aria-label="For recruiters"
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 md:flex-row md:items-center md:justify-between"
    >
      <p className="text-slate-800">
        <span className="font-semibold">Universities and professors:</span> reach PhD candidates worldwide at no cost.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          to="/university/signup"
          className="rounded-lg bg-accent-600 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          Publish Opportunities Free
        </Link>
        <Link
          to="/university/login"
          className="rounded-lg border border-accent-600 px-4 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          Already Registered?
        </Link>
      </div>
    </section>
  );
}
