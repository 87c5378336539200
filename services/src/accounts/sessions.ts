// Server-side sessions for every kind of signed-in person (candidate, recruiter, tenant user). The
// browser holds a random token; the database holds only its SHA-256, so a leaked table cannot be
// replayed. Sessions slide: each use pushes the expiry out again. Candidate and recruiter sessions live
// 30 days unused (pushed at most once a day); tenant staff sessions end after 12 hours unused (pushed
// at most every 5 minutes), since staff screens show applicants' personal data.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../db/generated/client.ts';

export type SessionKind = 'candidate' | 'recruiter' | 'tenant';

/** How long an unused candidate or recruiter session lives (30 days). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long an unused tenant staff session lives (12 hours). */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Per kind: how long an unused session lives, and how often a use pushes its expiry out. */
const LIFETIME: Record<SessionKind, { ttlMs: number; slideAfterMs: number }> = {
  candidate: { ttlMs: SESSION_TTL_MS, slideAfterMs: 24 * 60 * 60 * 1000 },
  recruiter: { ttlMs: SESSION_TTL_MS, slideAfterMs: 24 * 60 * 60 * 1000 },
  tenant: { ttlMs: STAFF_SESSION_TTL_MS, slideAfterMs: 5 * 60 * 1000 },
};

/**
 * The sessions table of the plain client or of a transaction: a tenant staff session is visible only
 * inside its tenant's unit of work (row-level security), so those calls pass the unit's `tx`.
 */
export type SessionStore = Pick<Db, 'session'>;

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

export async function startSession(db: SessionStore, input: NewSession, now = new Date()): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIFETIME[input.kind].ttlMs);
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
  db: SessionStore,
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
  const lifetime = LIFETIME[kind];
  if (now.getTime() - session.lastSeenAt.getTime() > lifetime.slideAfterMs) {
    expiresAt = new Date(now.getTime() + lifetime.ttlMs);
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
export async function endSession(db: SessionStore, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_SHAPE.test(token)) return;
  await db.session.deleteMany({ where: { id: hashToken(token) } });
}
