import { indexOf } from './catalog.js';
import { identityFor } from './identity.js';
import { hash } from './random.js';

/**
 * Where the simulated marketplace's product images live: on our own server, so an offline start
 * shows real pictures (the Keepa adapter keeps the marketplace's image host). Relative, so it
 * works behind any public address.
 */
export const SIMULATED_IMAGE_BASE = '/api/market/images/';

/** The file names the simulated marketplace lists: main, medium and second image of an ASIN. */
const FILE = /^sim-(B0[0-9A-Z]{8})(-m|-2)?\.svg$/;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * The picture of a simulated product as SVG: a parcel in its department's colour with the
 * product's kind and brand written on it; the second image shows the parcel from the side.
 * Null when the file name is not one of ours or the ASIN is outside the catalog of `size`.
 */
export function simulatedProductImage(file: string, size: number): string | null {
  const match = FILE.exec(file);
  if (!match?.[1]) return null;
  const index = indexOf(match[1], size);
  if (index === null) return null;
  const id = identityFor(index);
  const hue = hash(id.dept.name, 7) % 360;
  const isSide = match[2] === '-2';
  const box = isSide ? 'M40 70 L100 45 L160 70 L160 150 L100 175 L40 150 Z' : 'M35 60 H165 V160 H35 Z';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img"',
    ` aria-label="${escapeXml(`${id.brand} ${id.noun}`)}">`,
    `<rect width="200" height="200" fill="hsl(${hue} 45% 94%)"/>`,
    `<path d="${box}" fill="hsl(${hue} 50% 62%)" stroke="hsl(${hue} 45% 30%)" stroke-width="3"/>`,
    isSide
      ? `<path d="M40 70 L100 95 L160 70 M100 95 V175" fill="none" stroke="hsl(${hue} 45% 30%)" stroke-width="3"/>`
      : `<rect x="88" y="60" width="24" height="100" fill="hsl(${hue} 40% 80%)"/>`,
    '<g font-family="system-ui, sans-serif" text-anchor="middle" fill="hsl(0 0% 12%)">',
    `<text x="100" y="32" font-size="17" font-weight="700">${escapeXml(id.noun)}</text>`,
    `<text x="100" y="190" font-size="13">${escapeXml(id.brand)}</text>`,
    '</g></svg>',
  ].join('');
}
