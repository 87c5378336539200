// The local mail catcher for `npm start` without SMTP_URL (and for the mail tests): a real SMTP
// server (smtp-server, no authentication, no TLS, localhost only) that parses every message with
// mailparser and keeps it as JSON in a folder; the gateway lists that folder at /dev/mail.
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { saveCaughtMail } from '@phd/services/mail/caught-mail';
import { freePort } from './free-port.ts';

export interface MailCatcher {
  /** For SMTP_URL. */
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

const addressText = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).map((a) => a.text).join(', ');

/** The text/calendar part (an invitation), which mailparser lists among the attachments. */
const calendarOf = (parsed: ParsedMail) =>
  parsed.attachments.find((a) => a.contentType === 'text/calendar')?.content.toString('utf8') ?? null;

export async function startMailCatcher(options: {
  dir: string;
  /** Default: a free one. Tests pass the old port to bring a stopped catcher back. */
  port?: number;
  log?: (line: string) => void;
  /** Each message as mailparser parsed it, once stored (tests assert on these). */
  onMessage?: (parsed: ParsedMail) => void;
}): Promise<MailCatcher> {
  const { dir } = options;
  const port = options.port ?? (await freePort());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const store = async () => {
        const parsed = await simpleParser(stream);
        if (stream.sizeExceeded) throw Object.assign(new Error('Message too large'), { responseCode: 552 });
        const mail = await saveCaughtMail(dir, {
          from: addressText(parsed.from) || (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
          // The envelope, not the To header: what a real server would deliver to (Bcc included).
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
          headerLines: parsed.headerLines.map((h) => h.line),
          calendar: calendarOf(parsed),
        });
        options.log?.(`mail catcher: "${mail.subject}" to ${mail.to.join(', ')}`);
        options.onMessage?.(parsed);
      };
      store().then(() => callback(), callback);
    },
  });
  server.on('error', (err) => options.log?.(`mail catcher error: ${err.message}`));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    dir,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
