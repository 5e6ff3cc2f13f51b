import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { upcOf } from '../apps/server/src/market/simulated/catalog.js';
import { fakeCameraArgs, writeBarcodeVideo } from '../e2e/tests/barcode-video.js';
import { CHROMIUM_ARGS, load, signInAsDemo } from './lib.js';
import { startServer } from './server.js';

/**
 * Issue 47's "answer in a second": from a barcode in front of the camera to the card's first
 * figures, on the local server with the simulated marketplace. Chromium's fake camera films a
 * generated video: a blank card, then each code for 2 s with a blank card between. In the page,
 * each video frame is looked at as it is shown (requestVideoFrameCallback): the moment a frame
 * first holds bars is "the code in front of the camera"; the moment the code's card shows its
 * buy box is "the first figures". Codes new to the quick view (the slower path: the market is
 * read and the product analysed); the first includes loading the decoder if the lead-in was
 * too short for it.
 */
const INDEXES = [13, 14, 15, 16, 18, 19, 21];

/**
 * Run in the page (a script: this package has no DOM types). `barsAt`: when a frame with bars
 * was first shown after one without (the middle row at full width, a tenth of it dark);
 * `figuresAt[code]`: when the code's card first showed its buy box. Both on the page's clock.
 */
const RECORDERS = `
  window.barsAt = [];
  window.figuresAt = {};
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 1;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  let hadBars = false;
  const watch = (video) => {
    const onFrame = (now) => {
      g.drawImage(video, 0, video.videoHeight / 2, video.videoWidth, 1, 0, 0, 640, 1);
      const row = g.getImageData(0, 0, 640, 1).data;
      let dark = 0;
      for (let i = 0; i < row.length; i += 4) if (row[i] < 128) dark++;
      const hasBars = dark > 64;
      if (hasBars && !hadBars) window.barsAt.push(now);
      hadBars = hasBars;
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  new MutationObserver(() => {
    const video = document.querySelector('video[aria-label="Camera"]');
    if (video && !video.dataset.watched) {
      video.dataset.watched = '1';
      watch(video);
    }
    for (const card of document.querySelectorAll('[role="region"][data-code]')) {
      const code = card.dataset.code;
      if (card.querySelector('[data-figure="buy-box"]') && !(code in window.figuresAt)) window.figuresAt[code] = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
`;

export async function scannerBench(): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shelfscope-scanner-bench-'));
  const video = path.join(dir, 'codes.y4m');
  const codes = INDEXES.map(upcOf);
  await writeBarcodeVideo(
    video,
    codes.map((code) => ({ code, symbology: 'upca' as const })),
    { leadSeconds: 4, secondsEach: 2, gapSeconds: 1.5 },
  );
  const server = await startServer({ SEED_DEMO_DATA: '1' });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)],
    });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    const page = await context.newPage();
    await signInAsDemo(page, server.url);
    // Recorders first, then the scanner: they are on the page before its camera starts.
    await page.addInitScript({ content: RECORDERS });
    await page.goto(`${server.url}/scan`);
    const started = Date.now();
    // Bounded: the video is (4 + 7 x 3.5) s long; every card is there well within two minutes.
    while (Date.now() - started < 120_000) {
      const count = (await page.evaluate('Object.keys(window.figuresAt).length')) as number;
      if (count >= codes.length) break;
      await page.waitForTimeout(250);
    }
    const { barsAt, figuresAt } = (await page.evaluate('({ barsAt: window.barsAt, figuresAt: window.figuresAt })')) as {
      barsAt: number[];
      figuresAt: Record<string, number>;
    };
    // The video loops: the i-th code's first showing is the i-th onset of bars.
    const latencies = codes.map((code, i) => {
      const onset = barsAt[i];
      const figures = figuresAt[code];
      return onset === undefined || figures === undefined ? null : figures - onset;
    });
    const seen = latencies.filter((ms): ms is number => ms !== null);
    const rest = seen.slice(1).sort((a, b) => a - b);
    return {
      'codes answered': `${seen.length} of ${codes.length}`,
      'code in view to first figures, each (ms)': latencies.map((ms) => (ms === null ? 'missed' : ms.toFixed(0))).join(', '),
      'after the first: median, max (ms)': rest.length
        ? `${rest[Math.floor(rest.length / 2)]?.toFixed(0)}, ${rest.at(-1)?.toFixed(0)}`
        : 'none',
      load: load(),
    };
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
