import { MARKETPLACE_CODES } from '@shelfscope/contracts';
import { indexOf } from './catalog.js';
import { identityFor } from './identity.js';
import { indexOn } from './marketplaces.js';
import { encodePng } from './png.js';
import { hash } from './random.js';

/**
 * Where the simulated marketplace's product images live: on our own server, so an offline start
 * shows real pictures (the Keepa adapter keeps the marketplace's image host). Relative, so it
 * works behind any public address.
 */
export const SIMULATED_IMAGE_BASE = '/api/market/images/';

/**
 * The file names the simulated marketplace lists (main, medium and second image of an ASIN),
 * optionally with the marketplace image host's size suffix (`._SL64_`: longest side 64 pixels).
 */
const FILE = /^sim-(B0[0-9A-Z]{8})(-m|-2)?(?:\._SL(\d{1,4})_)?\.svg$/;

/** The largest sized variant drawn; a bigger size asks for this one. */
export const MAX_SIZED_PIXELS = 500;
const MIN_SIZED_PIXELS = 8;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export type SimulatedImage = { type: 'image/svg+xml; charset=utf-8'; body: string } | { type: 'image/png'; body: Buffer };

type Point = readonly [number, number];

/** The parcel's outline, its extra lines and its tape, in the picture's 200 x 200 units. */
const FRONT = {
  outline: [
    [35, 60],
    [165, 60],
    [165, 160],
    [35, 160],
  ] as Point[],
  lines: [] as [Point, Point][],
  tape: { x: 88, y: 60, width: 24, height: 100 },
};
const SIDE = {
  outline: [
    [40, 70],
    [100, 45],
    [160, 70],
    [160, 150],
    [100, 175],
    [40, 150],
  ] as Point[],
  lines: [
    [
      [40, 70],
      [100, 95],
    ],
    [
      [100, 95],
      [160, 70],
    ],
    [
      [100, 95],
      [100, 175],
    ],
  ] as [Point, Point][],
  tape: null,
};
const STROKE = 3;
const pathOf = (points: Point[]) => `M${points.map(([x, y]) => `${x} ${y}`).join(' L')} Z`;

/**
 * The picture of a simulated product: a parcel in its department's colour, seen from the front,
 * or from the side for the second image. As SVG with the product's kind and brand written on it;
 * with a size suffix (the grid's thumbnails), as a PNG of that size without the writing, for a
 * raster picture is what the real image host sends (JPEG) and what a browser draws cheaply in a
 * long list. Null when the file name is not one of ours or the ASIN is in no marketplace's
 * catalog of `size`.
 */
export function simulatedProductImage(file: string, size: number): SimulatedImage | null {
  const match = FILE.exec(file);
  if (!match?.[1]) return null;
  // Amazon.com's catalog, else the slices only the other marketplaces list (UK/DE, JP): every
  // product a member can have, wherever it sells, has its picture.
  const asin = match[1];
  const index = indexOf(asin, size) ?? MARKETPLACE_CODES.map((code) => indexOn(asin, code, size)).find((i) => i !== null) ?? null;
  if (index === null) return null;
  const id = identityFor(index);
  const hue = hash(id.dept.name, 7) % 360;
  const view = match[2] === '-2' ? SIDE : FRONT;
  const colours = {
    background: hsl(hue, 45, 94),
    fill: hsl(hue, 50, 62),
    stroke: hsl(hue, 45, 30),
    tape: hsl(hue, 40, 80),
  };
  if (match[3] !== undefined) {
    const pixels = Math.min(MAX_SIZED_PIXELS, Math.max(MIN_SIZED_PIXELS, Number(match[3])));
    const key = `${view === SIDE ? 'side' : 'front'} ${hue} ${pixels}`;
    let body = drawn.get(key);
    if (!body) {
      body = encodePng(pixels, pixels, rasterize(view, colours, pixels));
      if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value as string);
      drawn.set(key, body);
    }
    return { type: 'image/png', body };
  }
  const css = (c: Rgb) => `rgb(${c.join(' ')})`;
  const { tape } = view;
  return {
    type: 'image/svg+xml; charset=utf-8',
    body: [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img"',
      ` aria-label="${escapeXml(`${id.brand} ${id.noun}`)}">`,
      `<rect width="200" height="200" fill="${css(colours.background)}"/>`,
      `<path d="${pathOf(view.outline)}" fill="${css(colours.fill)}" stroke="${css(colours.stroke)}" stroke-width="${STROKE}"/>`,
      view.lines.length > 0
        ? `<path d="${view.lines.map(([a, b]) => `M${a.join(' ')} L${b.join(' ')}`).join(' ')}" fill="none" stroke="${css(colours.stroke)}" stroke-width="${STROKE}"/>`
        : '',
      tape ? `<rect x="${tape.x}" y="${tape.y}" width="${tape.width}" height="${tape.height}" fill="${css(colours.tape)}"/>` : '',
      '<g font-family="system-ui, sans-serif" text-anchor="middle" fill="rgb(31 31 31)">',
      `<text x="100" y="32" font-size="17" font-weight="700">${escapeXml(id.noun)}</text>`,
      `<text x="100" y="190" font-size="13">${escapeXml(id.brand)}</text>`,
      '</g></svg>',
    ].join(''),
  };
}

type Rgb = [number, number, number];

/**
 * The PNGs drawn so far, by view, colour and size: a sized picture depends on nothing else (one
 * colour a department), and drawing one costs about 14 ms at 64 pixels; a page of the grid shows
 * hundreds of products from a few departments. The oldest goes first beyond DRAWN_MAX.
 */
const drawn = new Map<string, Buffer>();
const DRAWN_MAX = 256;

/** An HSL colour (degrees, percent, percent) as 8-bit RGB. */
export function hsl(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

const inside = (outline: Point[], x: number, y: number) => {
  let odd = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [xi, yi] = outline[i] as Point;
    const [xj, yj] = outline[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
};

const distanceToSegment = ([ax, ay]: Point, [bx, by]: Point, x: number, y: number) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
};

/**
 * The SVG's drawing, in the same order (background, outline filled and stroked, lines, tape),
 * at `pixels` x `pixels`, each pixel the mean of a grid of samples (smoother edges when small).
 */
function rasterize(
  view: typeof FRONT | typeof SIDE,
  colours: Record<'background' | 'fill' | 'stroke' | 'tape', Rgb>,
  pixels: number,
) {
  const edges: [Point, Point][] = view.outline.map((p, i) => [p, view.outline[(i + 1) % view.outline.length] as Point]);
  const strokes = [...edges, ...view.lines];
  const samples = pixels <= 128 ? 4 : 2;
  const unit = 200 / pixels;
  const rgb = new Uint8Array(pixels * pixels * 3);
  const { tape } = view;
  for (let py = 0; py < pixels; py++) {
    for (let px = 0; px < pixels; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) * unit;
          const y = (py + (sy + 0.5) / samples) * unit;
          let c = colours.background;
          if (inside(view.outline, x, y)) c = colours.fill;
          if (strokes.some(([p, q]) => distanceToSegment(p, q, x, y) <= STROKE / 2)) c = colours.stroke;
          if (tape && x >= tape.x && x < tape.x + tape.width && y >= tape.y && y < tape.y + tape.height) c = colours.tape;
          r += c[0];
          g += c[1];
          b += c[2];
        }
      }
      const n = samples * samples;
      const at = (py * pixels + px) * 3;
      rgb[at] = Math.round(r / n);
      rgb[at + 1] = Math.round(g / n);
      rgb[at + 2] = Math.round(b / n);
    }
  }
  return rgb;
}
