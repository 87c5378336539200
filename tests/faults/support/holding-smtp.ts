// A real SMTP server (smtp-server) that can hold a conversation mid-way: with `holdNext()`, the next
// client's MAIL FROM gets no reply until that client goes away. A drill then knows a mail job is in
// flight (its receipt's transaction open, nothing accepted yet) before it kills the worker. A message
// counts as delivered only once the server has answered 250 to it, as with any SMTP server.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../infra/local/free-port.ts';

export interface HoldingSmtp {
  readonly url: string;
  /** Messages accepted (250) so far, oldest first. */
  readonly delivered: ParsedMail[];
  /** Holds the next conversation; resolves once a client is being held. */
  holdNext(): Promise<void>;
  /** Stops listening (the port stays known for start()). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startHoldingSmtp(): Promise<HoldingSmtp> {
  const port = await freePort();
  const delivered: ParsedMail[] = [];
  let hold: (() => void) | null = null;
  let server: SMTPServer | null = null;

  const listen = async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 500,
      onMailFrom(_address, _session, callback) {
        if (!hold) return callback();
        // Never answered: the client waits (its socket timeout is 30 s) until it is killed.
        hold();
        hold = null;
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            callback();
            delivered.push(mail);
          },
          (err: Error) => callback(err),
        );
      },
    });
    smtp.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    server = smtp;
  };
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    holdNext: () => new Promise<void>((held) => (hold = held)),
    async stop() {
      const smtp = server;
      server = null;
      if (smtp) await new Promise<void>((done) => smtp.close(() => done()));
    },
    async start() {
      if (!server) await listen();
    },
  };
}
