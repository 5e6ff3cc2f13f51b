import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import bwipjs from 'bwip-js/node';

/**
 * Chromium's arguments for a camera that films `video` (played in a loop), with the permission
 * prompt answered yes: the scanner's e2e spec and its benchmark.
 */
export const fakeCameraArgs = (video: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];

/** A code to show the fake camera, by the symbology printed on the pack. */
export type Shown = { code: string; symbology: 'upca' | 'ean13' | 'ean8' | 'upce' };

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels a module (the narrowest bar): 95 modules of an EAN-13 take 380 of the 640. */
const MODULE = 4;
const BAR_HEIGHT = 220;
// Video levels (BT.601): black and white as a camera records them.
const BLACK = 16;
const WHITE = 235;

/** The bar and space widths, in modules, of `shown` (bwip-js encodes: no renderer of ours). */
function barsOf(shown: Shown): number[] {
  // bwip-js takes the code without its check digit for UPC-A and EAN-13 and checks it otherwise.
  const text = shown.symbology === 'upca' || shown.symbology === 'ean13' ? shown.code.slice(0, -1) : shown.code;
  const [symbol] = bwipjs.raw(shown.symbology, text, {}) as { sbs?: number[] }[];
  if (!symbol?.sbs) throw new Error(`bwip-js gave no bars for ${shown.code}`);
  return symbol.sbs;
}

/** One frame's luma plane: the code's bars, black on a white card, centred; blank without one. */
function lumaOf(shown: Shown | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (!shown) return luma;
  const bars = barsOf(shown);
  const width = bars.reduce((sum, w) => sum + w, 0) * MODULE;
  const top = Math.round((HEIGHT - BAR_HEIGHT) / 2);
  let x = Math.round((WIDTH - width) / 2);
  bars.forEach((modules, i) => {
    const isBar = i % 2 === 0;
    if (isBar) for (let y = top; y < top + BAR_HEIGHT; y++) luma.fill(BLACK, y * WIDTH + x, y * WIDTH + x + modules * MODULE);
    x += modules * MODULE;
  });
  return luma;
}

/**
 * Writes a Y4M video (YUV 4:2:0, the format Chromium's `--use-file-for-fake-video-capture`
 * plays, in a loop) showing each code for `secondsEach`, with a blank card between them as a
 * hand moves from one pack to the next (`leadSeconds` of it before the first).
 */
export async function writeBarcodeVideo(
  file: string,
  codes: Shown[],
  options: { fps?: number; secondsEach?: number; gapSeconds?: number; leadSeconds?: number } = {},
) {
  const fps = options.fps ?? 5;
  const out = createWriteStream(file);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const write = async (data: Buffer | string) => {
    if (!out.write(data)) await once(out, 'drain');
  };
  await write(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frames = (luma: Buffer, seconds: number) => Array.from({ length: Math.max(1, Math.round(seconds * fps)) }, () => luma);
  const blank = lumaOf(null);
  for (const [i, shown] of codes.entries()) {
    const gap = i === 0 ? (options.leadSeconds ?? options.gapSeconds ?? 0.6) : (options.gapSeconds ?? 0.6);
    for (const luma of [...frames(blank, gap), ...frames(lumaOf(shown), options.secondsEach ?? 2)]) {
      await write('FRAME\n');
      await write(luma);
      await write(chroma);
    }
  }
  out.end();
  await once(out, 'finish');
}
