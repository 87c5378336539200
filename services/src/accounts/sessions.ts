// Server-side sessions for every kind of signed-in person (candidate, recruiter, tenant user). The
// browser holds a random token; the database holds only its SHA-256, so a leaked table cannot be
// replayed. Sessions slide: each use pushes the expiry out again, at most once a day per session.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../db/generated/client.ts';

export type SessionKind = 'candidate' | 'recruiter' | 'tenant';

/** How long an unused session lives (30 days), and how often its expiry is pushed out. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are 32 random bytes, base64url: anything else cannot be one and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  kind: SessionKind;
  userId?: string;
  recruiterId?: string;
  tenantUserId?: string;
  userAgent?: string;
  ip?: string;
  data?: Prisma.InputJsonValue;
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

export async function startSession(db: Db, input: NewSession, now = new Date()): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.session.create({
    data: {
      id: hashToken(token),
      kind: input.kind,
      userId: input.userId,
      recruiterId: input.recruiterId,
      tenantUserId: input.tenantUserId,
      userAgent: input.userAgent?.slice(0, 500),
      ip: input.ip,
      data: input.data ?? {},
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    },
  });
  return { token, expiresAt };
}

export interface ActiveSession {
  id: string;
  kind: SessionKind;
  userId: string | null;
  recruiterId: string | null;
  tenantUserId: string | null;
  expiresAt: Date;
}

/** The live session of this token and kind, its expiry pushed out when due; null otherwise. */
export async function findSession(
  db: Db,
  token: string | undefined,
  kind: SessionKind,
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const session = await db.session.findUnique({ where: { id: hashToken(token) } });
  if (!session || session.kind !== kind) return null;
  if (session.expiresAt <= now) {
    await db.session.deleteMany({ where: { id: session.id } });
    return null;
  }
  let { expiresAt } = session;
  if (now.getTime() - session.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.session.updateMany({ where: { id: session.id }, data: { lastSeenAt: now, expiresAt } });
  }
  return {
    id: session.id,
    kind: session.kind,
    userId: session.userId,
    recruiterId: session.recruiterId,
    tenantUserId: session.tenantUserId,
    expiresAt,
  };
}

/** Ends one session (sign-out). Unknown tokens are ignored: signing out twice is not an error. */
export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_SHAPE.test(token)) return;
  await db.session.deleteMany({ where: { id: hashToken(token) } });
}

/** Ends every session of a main-site user except, optionally, one to keep. */
export async function endUserSessions(db: Db, userId: string, keepToken?: string): Promise<number> {
  const keep = keepToken ? hashToken(keepToken) : undefined;
  const { count } = await db.session.deleteMany({ where: { userId, ...(keep ? { id: { not: keep } } : {}) } });
  return count;
}
