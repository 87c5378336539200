// robots.txt against real servers on 127.0.0.1: each test has a server (an origin) of its own, since the
// rules are cached per origin.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { botUserAgent, crawlDelayMs, isAllowed, USER_AGENT } from '../../src/intake/fetch/robots.ts';
import { startFixtureServer, type FixtureServer } from './fetch-server.ts';

const loopback = { allowLoopback: true };
const servers: FixtureServer[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A server whose /robots.txt answers `status` with `body` (as text/plain unless told otherwise). */
async function siteWithRobots(status: number, body = '', contentType = 'text/plain'): Promise<FixtureServer> {
  const server = await startFixtureServer();
  servers.push(server);
  server.route('/robots.txt', (_req, res) => void res.writeHead(status, { 'content-type': contentType }).end(body));
  return server;
}

const robotsRequests = (server: FixtureServer) => server.seen.filter((req) => req.url === '/robots.txt');

describe('robots.txt', () => {
  it('names the product in one user agent that points to the site', () => {
    expect(botUserAgent('https://phd.example.org')).toBe('PhDFinderBot/1.0 (+https://phd.example.org/about)');
    expect(USER_AGENT).toMatch(/^PhDFinderBot\/1\.0 \(\+https?:\/\/.+\/about\)$/);
  });

  it('obeys the group for this crawler, sends its user agent, and reads the file once per origin', async () => {
    const server = await siteWithRobots(
      200,
      ['User-agent: *', 'Disallow: /', '', 'User-agent: PhDFinderBot', 'Disallow: /private/', 'Allow: /'].join('\n'),
    );
    expect(await isAllowed(`${server.origin}/private/feed.xml`, loopback)).toBe(false);
    expect(await isAllowed(`${server.origin}/careers/feed.xml`, loopback)).toBe(true);
    expect(await isAllowed(`${server.origin}/careers/feed.xml`, { ...loopback, userAgent: 'OtherBot/2.0' })).toBe(
      false,
    );
    expect(robotsRequests(server)).toHaveLength(1);
    expect(robotsRequests(server)[0]?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('reads two questions asked at once with one request', async () => {
    const server = await siteWithRobots(200, 'User-agent: *\nDisallow: /closed/');
    const answers = await Promise.all([
      isAllowed(`${server.origin}/closed/a.xml`, loopback),
      isAllowed(`${server.origin}/open/b.xml`, loopback),
    ]);
    expect(answers).toEqual([false, true]);
    expect(robotsRequests(server)).toHaveLength(1);
  });

  it.each([
    [404, true],
    [410, true],
    [429, true],
    [401, false],
    [403, false],
  ])('takes a robots.txt answering %i as allowed: %s', async (status, allowed) => {
    const server = await siteWithRobots(status, 'User-agent: *\nDisallow: /');
    expect(await isAllowed(`${server.origin}/feed.xml`, loopback)).toBe(allowed);
  });

  it.each([500, 503])(
    'refuses every fetch while robots.txt answers %i (RFC 9309: unreachable is a complete disallow), and asks again a minute later',
    async (status) => {
      const server = await siteWithRobots(status, 'User-agent: *\nAllow: /');
      const refusal = isAllowed(`${server.origin}/feed.xml`, loopback);
      await expect(refusal).rejects.toMatchObject({
        name: 'IntakeError',
        code: 'robots_unavailable',
        message: `The site's robots.txt could not be read (HTTP ${status}); we will try again later.`,
      });
      // Within the minute the verdict is remembered: the failing server is not asked again.
      await expect(isAllowed(`${server.origin}/other.xml`, loopback)).rejects.toMatchObject({
        code: 'robots_unavailable',
      });
      expect(robotsRequests(server)).toHaveLength(1);

      server.route(
        '/robots.txt',
        (_req, res) =>
          void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/'),
      );
      const later = Date.now() + 61_000;
      vi.spyOn(Date, 'now').mockReturnValue(later);
      expect(await isAllowed(`${server.origin}/feed.xml`, loopback)).toBe(true);
      expect(await isAllowed(`${server.origin}/private/feed.xml`, loopback)).toBe(false);
      expect(robotsRequests(server)).toHaveLength(2);
    },
  );

  it('takes a robots.txt that is not text (an HTML page at that address) as no rules', async () => {
    const server = await siteWithRobots(200, '<html>User-agent: *\nDisallow: /</html>', 'text/html');
    expect(await isAllowed(`${server.origin}/feed.xml`, loopback)).toBe(true);
  });

  it('takes an unreachable site as no rules (the fetch itself then reports the failure)', async () => {
    const server = await siteWithRobots(200);
    await server.close();
    expect(await isAllowed(`${server.origin}/feed.xml`, loopback)).toBe(true);
  });

  it("gives the host's Crawl-delay for this crawler once the rules are read", async () => {
    const server = await siteWithRobots(200, 'User-agent: PhDFinderBot\nCrawl-delay: 2.5\nDisallow: /private/');
    const host = new URL(server.origin).host;
    expect(crawlDelayMs(host)).toBeNull();
    await isAllowed(`${server.origin}/feed.xml`, loopback);
    expect(crawlDelayMs(host)).toBe(2_500);
  });

  it('has no Crawl-delay for a site whose robots.txt sets none', async () => {
    const server = await siteWithRobots(200, 'User-agent: *\nDisallow: /private/');
    await isAllowed(`${server.origin}/feed.xml`, loopback);
    expect(crawlDelayMs(new URL(server.origin).host)).toBeNull();
  });
});
