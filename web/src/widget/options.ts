// What an embed asks for, read from its <script> tag's data attributes (data-university, data-country,
// data-discipline, data-limit, data-title, data-target), and the addresses it uses on PhD Finder: the
// public listing API for the openings, and the site's pages for the links back.
import { listingSearch } from '@phd/contracts/feeds';
import { listingPath, opportunityPath } from '@phd/contracts/paths';

export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 20;
/** Marks a widget's script tag; a tag is mounted once (the attribute then says "mounted"). */
export const WIDGET_ATTRIBUTE = 'data-phd-finder';

export interface WidgetOptions {
  /** PhD Finder's origin: where the script came from. */
  origin: string;
  university?: string;
  country?: string;
  discipline?: string;
  limit: number;
  /** The heading; a sensible one from the filters when absent. */
  title?: string;
  /** The id of an element to render into; right after the script tag when absent. */
  target?: string;
}

const text = (value: string | undefined) => value?.trim().slice(0, 200) || undefined;

export function readOptions(script: HTMLScriptElement): WidgetOptions {
  const data = script.dataset;
  const limit = Number.parseInt(data.limit ?? '', 10);
  return {
    origin: new URL(script.src, document.baseURI).origin,
    university: text(data.university),
    country: text(data.country),
    discipline: text(data.discipline),
    limit: Number.isFinite(limit) ? Math.min(MAX_LIMIT, Math.max(1, limit)) : DEFAULT_LIMIT,
    title: text(data.title),
    target: text(data.target),
  };
}

/** GET /api/opportunities for the newest open positions under the filters. */
export function apiUrl(o: WidgetOptions): string {
  const search = listingSearch({ university: o.university, country: o.country, discipline: o.discipline });
  return `${o.origin}/api/opportunities${search || '?'}${search ? '&' : ''}sort=latest&limit=${o.limit}`;
}

export const detailUrl = (o: WidgetOptions, link: string) => `${o.origin}${opportunityPath(link)}`;

/**
 * The listing page of these filters on PhD Finder. A university's listing lives under its country:
 * without data-country, `openingsCountry` (the country of the university's openings shown) gives it;
 * before they are known, a keyword search for the university stands in.
 */
export function listingUrl(o: WidgetOptions, openingsCountry?: string): string {
  const country = o.country ?? (o.university ? openingsCountry : undefined);
  const path = listingPath({ category: 'standard', country, university: o.university, discipline: o.discipline });
  const keyword = o.university && !country ? `?q=${encodeURIComponent(o.university)}` : '';
  return `${o.origin}${path}${keyword}`;
}

export function heading(o: WidgetOptions): string {
  if (o.title) return o.title;
  const scope = [
    o.discipline ? `in ${o.discipline}` : null,
    o.university ? `at ${o.university}` : o.country ? `in ${o.country}` : null,
  ].filter(Boolean);
  return `PhD openings${scope.length ? ` ${scope.join(' ')}` : ''}`;
}
