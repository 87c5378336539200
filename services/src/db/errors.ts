// Prisma's error codes that callers turn into answers, in one place.

/** A unique constraint refused the write (Prisma P2002): someone else's row, or a race we lost. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
