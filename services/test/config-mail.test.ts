// The e-mail and secret variables of services/src/config.ts: defaults that run locally, a secret of
// its own required in production, and messages naming the variable.
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_APP_SECRET, loadConfig } from '../src/config.ts';

const production = { NODE_ENV: 'production' };
const SECRET = 'b'.repeat(64);

describe('mail and secret configuration', () => {
  it('defaults to the local mail catcher, the test addresses and the public development secret', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'PhD Finder <no-reply@phd-finder.test>',
      teamEmail: 'team@phd-finder.test',
      catcherDir: undefined,
    });
    expect(config.appSecret).toBe(DEVELOPMENT_APP_SECRET);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.org:587',
      MAIL_FROM: 'Team <hello@example.org>',
      TEAM_EMAIL: 'inbox@example.org',
      MAIL_CATCHER_DIR: '/tmp/mail',
      APP_SECRET: SECRET,
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.org:587',
      from: 'Team <hello@example.org>',
      teamEmail: 'inbox@example.org',
      catcherDir: '/tmp/mail',
    });
    expect(config.appSecret).toBe(SECRET);
    expect(loadConfig({ MAIL_FROM: 'plain@example.org' }).mail.from).toBe('plain@example.org');
  });

  it('requires an APP_SECRET of its own in production', () => {
    expect(() => loadConfig(production)).toThrow(/APP_SECRET="": is required in production/);
    expect(() => loadConfig({ ...production, APP_SECRET: DEVELOPMENT_APP_SECRET })).toThrow(
      /APP_SECRET=".*": is required in production/,
    );
    expect(loadConfig({ ...production, APP_SECRET: SECRET }).appSecret).toBe(SECRET);
  });

  it('names each bad value', () => {
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET="short": must be at least 32 characters/);
    expect(() => loadConfig({ TEAM_EMAIL: 'team' })).toThrow(/TEAM_EMAIL="team"/);
    expect(() => loadConfig({ MAIL_FROM: 'PhD Finder' })).toThrow(/MAIL_FROM="PhD Finder": must be an address/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL="not a url"/);
  });
});
