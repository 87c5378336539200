// Bounded waits for the operators' reads: a slow dependency reports "unavailable" instead of hanging.

/** The promise's value, or null when it fails or takes longer than `ms`. */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
