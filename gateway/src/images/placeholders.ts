// Generated images for when nothing better exists: a university's initials on a colour derived from
// its name (the same name always gets the same colour), and a neutral globe for any other country.
import { createHash } from 'node:crypto';

const MINOR_WORDS = new Set([
  'of',
  'the',
  'and',
  'for',
  'at',
  'in',
  'de',
  'la',
  'le',
  'du',
  'des',
  'der',
  'di',
  'do',
  'da',
  'del',
  'für',
  'fur',
  'und',
  '&',
]);

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to three initials of a name's significant words ("University of Edinburgh" -> "UE"). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s\-–—/,.()]+/u).filter((w) => w !== '');
  const significant = words.filter((w) => !MINOR_WORDS.has(w.toLowerCase()));
  const letters = (significant.length > 0 ? significant : words)
    .map((w) => /[\p{L}\p{N}]/u.exec(w)?.[0] ?? '')
    .filter((c) => c !== '')
    .slice(0, 3)
    .join('');
  return letters.toLocaleUpperCase('en') || '?';
}

/** A stable, mid-dark colour for a name (white text stays readable on every hue). */
export function colourOf(name: string): string {
  const hash = createHash('sha256').update(name.normalize('NFC').toLowerCase()).digest();
  const hue = hash.readUInt16BE(0) % 360;
  const saturation = 45 + (hash[2]! % 20);
  return `hsl(${hue}, ${saturation}%, 34%)`;
}

export function universityInitialsSvg(name: string): string {
  const initials = initialsOf(name);
  const size = initials.length === 1 ? 96 : initials.length === 2 ? 80 : 64;
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" ` +
    `aria-label="${label}"><title>${label}</title>` +
    `<rect width="200" height="200" rx="24" fill="${colourOf(name)}"/>` +
    `<text x="100" y="100" dy="0.35em" text-anchor="middle" fill="#FFFFFF" font-size="${size}" font-weight="600" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">` +
    `${escapeXml(initials)}</text></svg>`
  );
}

export function neutralCountrySvg(country: string): string {
  const label = escapeXml(country);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40" width="600" height="400" role="img" ` +
    `aria-label="${label}"><title>${label}</title>` +
    `<rect width="60" height="40" fill="#E2E8F0"/>` +
    `<g fill="none" stroke="#94A3B8" stroke-width="1.2">` +
    `<circle cx="30" cy="20" r="11"/><ellipse cx="30" cy="20" rx="5" ry="11"/>` +
    `<path d="M19 20 h22 M21 14 h18 M21 26 h18"/></g></svg>`
  );
}
