// Shared by the component tests (web/test/*.test.tsx, run in happy-dom: each file starts with
// `// @vitest-environment happy-dom`): a render inside the app's providers at a given address, and a
// fake API answering the app's fetch calls from a table of handlers, recording what was asked.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { SupportModalProvider } from '../src/components/support/SupportModal.tsx';
import { ErrorModalProvider } from '../src/layout/ErrorModalContext.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders `ui` as the layout would (a fresh query client without retries, the support modal) at `path`. */
export function renderPage(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <ErrorModalProvider>
            <SupportModalProvider>{ui}</SupportModalProvider>
          </ErrorModalProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** An answer: a JSON body with 200, or `{ status, body }`. */
export type FakeAnswer = unknown | { status: number; body: unknown };
export type FakeHandler = (request: FakeRequest) => FakeAnswer;

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  !!answer && typeof answer === 'object' && 'status' in answer && 'body' in answer;

/**
 * Replaces fetch with a table of `"METHOD /path"` handlers (the path without its query). The CSRF
 * token every write fetches first is answered already. Unknown calls answer 404 and are recorded too.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const handlers: Record<string, FakeHandler> = { 'GET /api/csrf-token': () => ({ token: 'test-token' }), ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method, url, body };
      calls.push(request);
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = handler ? handler(request) : { status: 404, body: { error: 'not_found' } };
      const { status, body: json } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls };
}

/**
 * Every media query answers `matches`: true for a wide screen (the listing's filters in a sidebar),
 * false for a phone (behind the Filters button).
 */
export function stubMediaQueries(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
