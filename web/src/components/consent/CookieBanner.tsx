// The cookie notice (spec section 2, "Global behaviour"): informational, because the site sets only
// strictly necessary cookies, so there is one "I Understand" button and no decline. Not shown on a
// tenant site (the caller decides). It sits below the header, so an open mobile menu covers it.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TEXT_LINK } from '../ui/styles.ts';
import { Button } from '../ui/Button.tsx';
import { hasConsent, storeConsent } from './consent-cookie.ts';

export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasConsent());
  if (!visible) return null;
  return (
    <section
      aria-labelledby="cookie-notice-title"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-xl sm:border"
    >
      <h2 id="cookie-notice-title" className="font-semibold text-slate-900">
        Cookie Notice
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        We use only strictly necessary session cookies to keep the site working and secure. We do not use advertising or
        tracking cookies. Read more in our{' '}
        <Link to="/privacy-policy" className={TEXT_LINK}>
          Privacy Policy
        </Link>
        .
      </p>
      <div className="mt-3 flex justify-end">
        <Button
          onClick={() => {
            storeConsent();
            setVisible(false);
          }}
        >
          I Understand
        </Button>
      </div>
    </section>
  );
}
