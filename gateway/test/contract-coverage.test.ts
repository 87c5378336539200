// Every API route is registered from a contract (@phd/contracts/endpoints/*, gateway/src/plugins/
// contract-routes.ts): a route under /api added any other way fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from './harness.ts';

/** Routes under /api that are not endpoints of the API, and why. */
const NOT_ENDPOINTS: Record<string, string> = {
  '/api/docs': 'the Swagger UI that browses the document (its page and assets)',
  '/api/admin/*': 'the refusal of admin paths that do not exist (401 or 403, never 404)',
};
const isNotEndpoint = (url: string) =>
  Object.keys(NOT_ENDPOINTS).some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'contract-coverage' });
});
afterAll(() => gw?.close());

const apiRoutes = () =>
  gw.app.routeTable
    .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && !isNotEndpoint(r.url))
    .map((r) => ({
      route: `${r.method} ${r.url}`,
      contract: r.contract,
    }));

describe('the API routes', () => {
  it('each have a contract', () => {
    const missing = apiRoutes().filter((r) => !r.contract);
    expect(missing.map((r) => r.route)).toEqual([]);
  });

  it('registered from contracts include the saved-opportunity calls', () => {
    const served = apiRoutes()
      .filter((r) => r.contract)
      .map((r) => r.route);
    expect(served).toEqual(
      expect.arrayContaining([
        'GET /api/user/opportunity/save',
        'GET /api/user/opportunity/save/details',
        'POST /api/user/opportunity/save',
        'DELETE /api/user/opportunity/save',
      ]),
    );
  });
});
