// A real SMTP server for the mail suites: the local mail catcher (smtp-server + mailparser) on a
// folder of its own, keeping every parsed message in memory for assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { loadConfig } from '@phd/services/config';
import { createMailContext, type MailContext } from '@phd/services/mail/index';
import { startMailCatcher, type MailCatcher } from '../../infra/local/mail-catcher.ts';
import { waitFor } from './helpers.ts';

export interface Inbox {
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** Every message received so far, oldest first. */
  readonly messages: ParsedMail[];
  /** Waits for a message matching `match` and returns it. */
  waitForMessage(match: (mail: ParsedMail) => boolean, what?: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Stops listening (the port stays reserved for start()). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Stops and deletes the folder. */
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const dir = mkdtempSync(join(tmpdir(), 'mail-inbox-'));
  const messages: ParsedMail[] = [];
  let catcher: MailCatcher | null = await startMailCatcher({ dir, onMessage: (m) => messages.push(m) });
  const { url, port } = catcher;
  return {
    url,
    port,
    dir,
    messages,
    waitForMessage: (match, what = 'an e-mail', timeoutMs = 15_000) =>
      waitFor(() => messages.find(match), { what, timeoutMs }),
    async stop() {
      await catcher?.stop();
      catcher = null;
    },
    async start() {
      catcher ??= await startMailCatcher({ dir, port, onMessage: (m) => messages.push(m) });
    },
    async close() {
      await catcher?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What the workers get from configuration, pointed at this SMTP server. */
export function mailContextFor(smtpUrl: string): MailContext {
  return createMailContext(loadConfig({ NODE_ENV: 'test', SMTP_URL: smtpUrl }))!;
}

/** The To addresses of a parsed message. */
export const recipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
