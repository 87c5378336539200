// A university's logo (universities.logo_key, served by GET /api/images/university/{name}.png): one key
// scheme and one way to replace it, for recruiters' uploads (../recruiters/logo.ts) and admins'
// (../admin/admin-university-logo.ts). The image itself is checked and re-encoded by ./logo-image.ts.
import type { Storage } from '../storage/storage.ts';
import type { LogoImage } from './logo-image.ts';

/** The key carries the image's digest, so a new logo gets a new URL (logoUrl's `v`). */
export const universityLogoKey = (universityId: string, digest: string) => `logos/${universityId}-${digest}.png`;

/**
 * Stores `image` as the university's logo: the file first (uploads stay outside transactions), then
 * `saveRows(key)` points the row at it (with whatever must land together, such as an audit row), then
 * the previous file goes. When saving the rows fails, the new file goes instead.
 */
export async function replaceUniversityLogo<T>(
  storage: Storage,
  university: { id: string; logoKey: string | null },
  image: LogoImage,
  saveRows: (key: string) => Promise<T>,
): Promise<{ key: string; saved: T }> {
  const key = universityLogoKey(university.id, image.digest);
  await storage.put(key, image.png, 'image/png');
  let saved: T;
  try {
    saved = await saveRows(key);
  } catch (error) {
    if (key !== university.logoKey) await storage.delete(key);
    throw error;
  }
  if (university.logoKey && university.logoKey !== key) await storage.delete(university.logoKey);
  return { key, saved };
}
