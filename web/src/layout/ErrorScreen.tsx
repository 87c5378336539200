export function ErrorScreen() {
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2">We&apos;re sorry, but something unexpected happened. Please try refreshing the page.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </main>
  );
}
