// The shared layout of the main site (spec section 2): a skip link, the fixed header, the routed page
// in <main id="main">, the footer, the cookie notice (never on a tenant site) and the app-wide
// dialogs. Route changes scroll to the top and record a page view.
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieBanner } from '../components/consent/CookieBanner.tsx';
import { Footer } from '../components/footer/Footer.tsx';
import { Header } from '../components/header/Header.tsx';
import { useTranslationWidget } from '../components/language/useTranslationWidget.ts';
import { SupportModalProvider } from '../components/support/SupportModal.tsx';
import { ErrorModalProvider } from './ErrorModalContext.tsx';
import { useRouteChangeEffects } from './useRouteChangeEffects.ts';
import { useTenant } from './useTenant.ts';
import { useTenantSite } from './useTenantSite.ts';

const ACCENT = /^#[0-9a-f]{6}$/i;

/** A university site's accent colour for its buttons and links (the brand colour variables). */
function useAccentStyle(tenant: boolean): CSSProperties | undefined {
  const accent = useTenant().tenant?.accent_color;
  if (!tenant || !accent || !ACCENT.test(accent)) return undefined;
  return { '--color-brand-600': accent, '--color-brand-700': accent } as CSSProperties;
}

export function RootLayout() {
  useRouteChangeEffects();
  useTranslationWidget();
  const tenant = useTenantSite();
  const accent = useAccentStyle(tenant);

  return (
    <ErrorModalProvider>
      <SupportModalProvider>
        <div className="flex min-h-screen flex-col" style={accent}>
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
          >
            Skip to main content
          </a>
          <Header />
          {/* At least a screen tall, so the footer starts below the fold and never jumps down when a
              page's content arrives (no layout shift while pages load). */}
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto min-h-svh w-full max-w-7xl flex-1 px-4 pt-20 pb-12 focus:outline-none"
          >
            <Outlet />
          </main>
          <Footer />
          {!tenant && <CookieBanner />}
        </div>
      </SupportModalProvider>
    </ErrorModalProvider>
  );
}
