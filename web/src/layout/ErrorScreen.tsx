// The router's error element (spec section 2, "Global behaviour"): a full page of its own, without the
// layout, because the layout itself may be what failed. A page whose code could not be downloaded
// (spec section 8, "Loading chunk failed") gets the same screen: a reload fetches the current files.
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { BrandMark } from '../components/ui/BrandMark.tsx';
import { Button } from '../components/ui/Button.tsx';
import { isChunkLoadError } from './chunk-errors.ts';

export function ErrorScreen() {
  const error = useRouteError();

  useEffect(() => {
    console.error(isChunkLoadError(error) ? 'Loading chunk failed:' : 'Unexpected error:', error);
  }, [error]);

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4">
      <main id="main" className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-lg">
        <BrandMark />
        <h1 className="mt-6 text-2xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-slate-700">
          We&apos;re sorry, but something unexpected happened. Please try refreshing the page.
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </main>
    </div>
  );
}
