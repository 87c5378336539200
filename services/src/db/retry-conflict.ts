// Postgres ends one side of a deadlock or a serialization conflict (Prisma's P2034) and the other side
// commits: the ended transaction changed nothing, so running it again is safe, and it is what a
// person pressing the button twice would do. Without this the loser of such a race answers 500.
const CONFLICT = 'P2034';

export function isConflict(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === CONFLICT;
}

/** Runs `transaction` (a whole unit of work) again, up to `attempts` times, while it loses such a race. */
export async function retryOnConflict<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isConflict(error)) throw error;
      // A short, growing pause lets the winner commit first.
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}
