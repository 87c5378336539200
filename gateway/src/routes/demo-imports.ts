// The demo's sample import files (issue 31, docs/imports.md "Trying it offline"), served by the
// product itself so an import can be tried without another server: the CSV the demo recruiter uploads,
// the RSS feed the demo university site registers as a URL source (with a strong ETag, so a re-poll of
// an unchanged feed is a 304), and a page that takes the feed's items out and puts them back, so
// "a position gone from its source closes after two runs" can be tried from a browser. Registered only
// while the demo is on and never in production (app.ts).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEMO_IMPORTS_PAGE, SAMPLE_FEED_PATH, SAMPLE_POSITIONS_CSV_PATH } from '@phd/contracts/demo-imports';
import { invalid, notFound } from '@phd/services/errors';
import { SAMPLE_FEED_ITEMS, sampleFeedXml } from '@phd/services/intake/demo/sample-feed';
import { samplePositionsCsv } from '@phd/services/intake/demo/sample-positions';
import { escapeHtml, htmlDocument } from '@phd/services/mail/html';
import { demoAccount } from '@phd/services/seed/accounts';
import { formBodyParser } from '../auth/form-body.ts';
import { etagMatches, strongEtag } from './etag.ts';
import type { RemovedItems } from './demo-feed-removed.ts';

export interface DemoImportOptions {
  publicUrl: string;
  removed: RemovedItems;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const ITEM_ACTION = 'Choose "remove" or "put-back".';
export const unknownItem = (guid: string) => `The sample feed has no item "${guid}".`;

const itemPath = (guid: string) => `${DEMO_IMPORTS_PAGE}/items/${encodeURIComponent(guid)}`;
const itemAction = z.object({ action: z.enum(['remove', 'put-back'], { message: ITEM_ACTION }) });

export const demoImportRoutes: FastifyPluginAsync<DemoImportOptions> = async (app, { publicUrl, removed }) => {
  const site = publicUrl.replace(/\/+$/, '');
  // The page's buttons are plain forms (no script), so their bodies are form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4_096 },
    formBodyParser,
  );

  app.get(SAMPLE_POSITIONS_CSV_PATH, async (_request, reply) =>
    reply
      .type(CSV_CONTENT_TYPE)
      .header('content-disposition', 'attachment; filename="sample-positions.csv"')
      // Its dates are written on the day it is downloaded.
      .header('cache-control', 'no-store')
      .send(samplePositionsCsv()),
  );

  app.get(SAMPLE_FEED_PATH, async (request, reply) => {
    const body = sampleFeedXml({ removed: await removed.list(), link: `${site}${DEMO_IMPORTS_PAGE}` });
    const etag = strongEtag('demo-feed', body);
    // Revalidated on every poll: a removal shows at once, and an unchanged feed costs a 304.
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(RSS_CONTENT_TYPE).send(body);
  });

  app.get(DEMO_IMPORTS_PAGE, async (request, reply) => {
    const token = app.issueCsrfToken(request, reply);
    return html(reply, page(site, await removed.list(), token));
  });

  app.post<{ Params: { guid: string } }>(`${DEMO_IMPORTS_PAGE}/items/:guid`, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    app.checkCsrf(request, body._csrf);
    const { guid } = request.params;
    if (!SAMPLE_FEED_ITEMS.some((item) => item.guid === guid)) throw notFound(unknownItem(guid));
    const parsed = itemAction.safeParse(body);
    if (!parsed.success) throw invalid(ITEM_ACTION);
    await (parsed.data.action === 'remove' ? removed.remove(guid) : removed.putBack(guid));
    // Post/redirect/get: reloading the page does not repeat the change.
    return reply.redirect(DEMO_IMPORTS_PAGE, 303);
  });
};

function html(reply: FastifyReply, body: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

function page(site: string, removed: Set<string>, token: string): string {
  const recruiter = demoAccount('recruiter');
  const owner = demoAccount('tenant-owner');
  const feedUrl = `${site}${SAMPLE_FEED_PATH}`;
  const rows = SAMPLE_FEED_ITEMS.map((item) => {
    const out = removed.has(item.guid);
    return `<tr style="border-top:1px solid #e5e7eb">
<td style="padding:8px 8px 8px 0">${escapeHtml(item.title)}<br><span style="color:#6b7280;font-size:13px">${escapeHtml(item.guid)}</span></td>
<td style="padding:8px;white-space:nowrap">${out ? '<strong>Taken out</strong>' : 'In the feed'}</td>
<td style="padding:8px 0;text-align:right">
<form method="post" action="${escapeHtml(itemPath(item.guid))}" style="margin:0">
<input type="hidden" name="_csrf" value="${escapeHtml(token)}">
<input type="hidden" name="action" value="${out ? 'put-back' : 'remove'}">
<button type="submit">${out ? 'Put back' : 'Remove from the feed'}</button>
</form>
</td>
</tr>`;
  }).join('\n');
  return htmlDocument({
    title: 'Try an import offline',
    wide: true,
    body: `<h1 style="margin:0 0 4px;font-size:22px">Try an import offline</h1>
<p style="margin:0 0 20px;color:#6b7280">Demo only: sample files this site serves itself, so positions can be imported without another server.</p>
<h2 style="font-size:18px;margin:0 0 6px">A spreadsheet</h2>
<p><a href="${escapeHtml(SAMPLE_POSITIONS_CSV_PATH)}" download>Download sample-positions.csv</a>: ten positions at the demo recruiter's university.
Sign in as the demo recruiter (${escapeHtml(recruiter.email)}, at ${escapeHtml(recruiter.signIn)}), open "Import positions" and upload it:
the preview refuses one row, whose closing date has passed.</p>
<h2 style="font-size:18px;margin:24px 0 6px">A feed</h2>
<p>Register <code>${escapeHtml(feedUrl)}</code> (format: feed) as the demo university site's owner (${escapeHtml(owner.email)}).
Take a position out of the feed below and run the import twice ("Run now"): the position closes after the second run.
Put it back and it opens again.</p>
<table style="width:100%;border-collapse:collapse;font-size:15px">
<thead><tr><th style="text-align:left;padding:8px 8px 8px 0">Position</th><th style="text-align:left;padding:8px">In the feed?</th><th></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  });
}
