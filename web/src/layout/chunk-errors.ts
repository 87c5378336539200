// A page's code failing to download (a deploy replaced the hashed files, or the connection dropped)
// surfaces as "Loading chunk failed" (spec section 8) or as the browser's dynamic-import error.
const CHUNK_ERROR =
  /Loading chunk [\w-]* ?failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}
