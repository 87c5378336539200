// The embeddable widget as a university's site uses it: a blank page on another origin (a tiny
// server on a port of its own) with the one script tag shows the current openings, unaffected by the
// page's own CSS, each linking back to its page on PhD Finder.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';

let server: Server;
let hostOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  // The host page hides list items and links: the widget's shadow root must not care.
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>University of Somewhere</title>
<style>li, a { display: none !important; color: red !important; }</style></head>
<body><main><h1>Join our doctoral school</h1>
<script src="${baseURL}/widget.js" data-phd-finder data-country="United Kingdom" data-limit="3" async></script>
</main></body></html>`;
  server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test(
  'a script tag on another site shows the openings, linking back to PhD Finder',
  ANY_WIDTH,
  async ({ page, baseURL }) => {
    await page.goto(`${hostOrigin}/`);
    const widget = page.getByRole('region', { name: 'PhD openings in United Kingdom' });
    const openings = widget.getByRole('listitem');
    await expect(openings).toHaveCount(3);
    await expect(openings.first()).toBeVisible();
    const link = openings.first().getByRole('link');
    await expect(link).toHaveAttribute('href', new RegExp(`^${baseURL}/opportunities/phd-vacancies-`));
    await expect(widget.getByRole('link', { name: 'See all openings on PhD Finder →' })).toHaveAttribute(
      'href',
      `${baseURL}/phd-vacancies/standard/United-Kingdom`,
    );
    const [detail] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(detail).toHaveURL(new RegExp(`^${baseURL}/opportunities/`));
    await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  },
);
