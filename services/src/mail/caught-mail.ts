// The local mail catcher's store (npm start without SMTP_URL): one JSON file per received message in
// a folder, written by infra/local/mail-catcher.ts and listed by the gateway at /dev/mail.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CaughtMail {
  id: string;
  /** ISO time the catcher received it. */
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** The raw header lines, as sent. */
  headerLines: string[];
  /** A calendar invitation's iCalendar text (an interview's REQUEST or CANCEL); absent when none. */
  calendar?: string | null;
}

export type NewCaughtMail = Omit<CaughtMail, 'id' | 'receivedAt'>;

/** Names sort by arrival: a zero-padded millisecond time, then a random tail. */
const fileName = (at: Date, id: string) => `${String(at.getTime()).padStart(15, '0')}-${id}.json`;

export async function saveCaughtMail(dir: string, mail: NewCaughtMail, at = new Date()): Promise<CaughtMail> {
  const stored: CaughtMail = { id: randomBytes(6).toString('hex'), receivedAt: at.toISOString(), ...mail };
  await mkdir(dir, { recursive: true });
  const path = join(dir, fileName(at, stored.id));
  // Written aside and renamed, so a reader never sees half a message.
  await writeFile(`${path}.tmp`, JSON.stringify(stored, null, 2));
  await rename(`${path}.tmp`, path);
  return stored;
}

/** The newest `limit` messages, newest first; an empty list when nothing arrived yet. */
export async function listCaughtMail(dir: string, limit = 100): Promise<CaughtMail[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const newest = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(newest.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as CaughtMail));
}
