// Postgres ends one side of a deadlock or a serialization conflict and the other side commits: the
// ended transaction changed nothing, so running it again is safe, and it is what a person pressing the
// button twice would do. A race lost every time answers 409 (the gateway's error mapping).
import { isTransactionConflict } from './errors.ts';

/** Runs `transaction` (a whole unit of work) again, up to `attempts` times, while it loses such a race. */
export async function retryOnConflict<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      // A short, growing pause lets the winner commit first.
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}
