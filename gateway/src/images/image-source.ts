// What GET /api/images/{kind}/{name} sends. University: its uploaded logo (universities.logo_key, from
// file storage) or generated initials. Country: a drawn flag, or a neutral globe. Any failure of the
// store or the database falls back to a generated image: an image request never fails.
import type { Readable } from 'node:stream';
import type { Db } from '@phd/services/db/client';
import type { Logger } from '@phd/services/logger';
import type { Storage } from '@phd/services/storage/storage';
import type { MicroCache } from '../cache/micro-cache.ts';
import { nameKey } from '../query/canonical-names.ts';
import { strongEtag } from '../routes/etag.ts';
import { FLAG_COUNTRIES, flagSvg } from './flags.ts';
import { neutralCountrySvg, universityInitialsSvg } from './placeholders.ts';

export const IMAGE_KINDS = ['university', 'country'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface Image {
  body: Readable | Buffer | string;
  contentType: string;
  etag: string;
}

const SVG = 'image/svg+xml';
const EXTENSION = /\.(png|jpe?g|svg|webp|gif|avif)$/i;
const FLAG_BY_KEY = new Map(FLAG_COUNTRIES.map((name) => [nameKey(name), name]));
const KEY_LIST_TTL_MS = 60_000;

/** "United-Kingdom.png" -> "United-Kingdom" (the file extension is only a convention of the client). */
export function imageName(file: string): string {
  return file.replace(EXTENSION, '').trim();
}

function svg(content: string): Image {
  return { body: content, contentType: SVG, etag: strongEtag('svg', content) };
}

interface UniversityRef {
  name: string;
  logoKey: string | null;
}

export function createImageSource({
  db,
  storage,
  logger,
  cache,
}: {
  db: Db;
  storage: Storage;
  logger: Logger;
  cache: MicroCache;
}) {
  let names: { at: number; byKey: Promise<Map<string, string>> } | null = null;

  function namesByKey(): Promise<Map<string, string>> {
    if (!names || Date.now() - names.at > KEY_LIST_TTL_MS) {
      const byKey = db.university
        .findMany({ select: { name: true } })
        .then((rows) => new Map(rows.map((r) => [nameKey(r.name), r.name])));
      byKey.catch(() => (names = null));
      names = { at: Date.now(), byKey };
    }
    return names.byKey;
  }

  /** The university by exact name, else by the hyphen rule ("University-of-Edinburgh"). */
  async function findUniversity(name: string): Promise<UniversityRef | null> {
    const select = { name: true, logoKey: true } as const;
    const exact = await db.university.findUnique({ where: { name }, select });
    if (exact) return exact;
    const canonical = (await namesByKey()).get(nameKey(name));
    return canonical ? db.university.findUnique({ where: { name: canonical }, select }) : null;
  }

  async function university(name: string): Promise<Image> {
    let found: UniversityRef | null = null;
    try {
      found = await cache.get(`image-university ${name}`, () => findUniversity(name));
      if (found?.logoKey) {
        const file = await storage.get(found.logoKey);
        if (file && file.contentType.startsWith('image/')) {
          return {
            body: file.body,
            contentType: file.contentType,
            etag: file.etag ? `"logo-${file.etag.replace(/"/g, '')}"` : strongEtag('logo', found.logoKey),
          };
        }
        if (file && !Buffer.isBuffer(file.body)) file.body.destroy();
        logger.warn({ university: found.name, key: found.logoKey }, 'university logo missing from storage');
      }
    } catch (err) {
      logger.warn({ err, university: name }, 'university logo unavailable; sending initials');
    }
    return svg(universityInitialsSvg(found?.name ?? name.replace(/-/g, ' ')));
  }

  function country(name: string): Image {
    const canonical = FLAG_BY_KEY.get(nameKey(name));
    const flag = canonical ? flagSvg(canonical) : null;
    return svg(flag ?? neutralCountrySvg(name.replace(/-/g, ' ')));
  }

  return {
    find(kind: ImageKind, file: string): Promise<Image> | Image {
      const name = imageName(file);
      return kind === 'university' ? university(name) : country(name);
    },
  };
}

export type ImageSource = ReturnType<typeof createImageSource>;
