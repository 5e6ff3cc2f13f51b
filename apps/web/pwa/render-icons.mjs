#!/usr/bin/env node
// Draws the installable app's icons (public/icons/*.png) from the favicon's shapes, in Chromium:
// run again only when the brand changes (`node apps/web/pwa/render-icons.mjs`); the PNGs are
// committed, a few kB each. "any" icons keep the favicon's rounded square; the maskable ones and
// Apple's fill the square (the platform cuts its own shape) with the bars inside the central
// 80 % safe zone that every mask leaves visible.
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = path.join(import.meta.dirname, '../public/icons');
const BARS = '<path d="M8 22V10h4v12zm6 0V6h4v16zm6 0v-8h4v8z" fill="#fff"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b7285"/>${BARS}</svg>`;
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-6 -6 44 44"><rect x="-6" y="-6" width="44" height="44" fill="#0b7285"/>${BARS}</svg>`;
const ICONS = [
  { name: 'icon-192.png', size: 192, svg: rounded },
  { name: 'icon-512.png', size: 512, svg: rounded },
  { name: 'maskable-512.png', size: 512, svg: fullBleed },
  { name: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(OUT, icon.name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
