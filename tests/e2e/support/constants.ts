// Shared by the Playwright config, the e2e server and the specs.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port of the product under test (a fixed one: Playwright must know it before the server starts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

/**
 * Where the app is told the translation widget lives. No such host exists: specs either serve a fake
 * widget at this URL with page.route() or let it fail, which is how the site behaves offline.
 */
export const FAKE_TRANSLATE_WIDGET_URL = 'http://translate.e2e.invalid/element.js?cb=googleTranslateElementInit';

/** Where the last run's screenshots of every screen are kept (git-ignored). */
export const SCREENSHOT_DIR = 'tests/e2e/screenshots';

/** The product under test serves GET /metrics to this bearer token (METRICS_TOKEN). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-not-secret';

/**
 * A file naming the product's throwaway data folder while it runs (written by serve.ts), so a spec
 * can reach its embedded Postgres to arrange what no screen can (e.g. a deadline long past).
 */
export const E2E_DATA_DIR_FILE = join(tmpdir(), `phd-e2e-${E2E_PORT}-data-dir`);
