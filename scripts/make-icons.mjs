#!/usr/bin/env node
// Draws the app's install icons (issue 12) from the brand mark with the project's playwright-core and
// Debian's Chromium, into apps/web/public/icons/. Run once after the mark changes, and commit the PNGs:
//
//   node scripts/make-icons.mjs
//
// "any" icons are the favicon's rounded tile; the maskable one fills the square with the brand colour
// and keeps the plane inside the central 80 % circle that every launcher mask leaves visible.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './chromium-flags.mjs';

const BRAND = '#0b5cad';
const PLANE = 'M14 38l34-14c3-1 5 2 2 4L38 36l-4 12-4-9-8 3 2-4z';
const SIZES = [48, 72, 96, 128, 144, 152, 180, 192, 256, 384, 512];
const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');

const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/><path d="${PLANE}" fill="#fff"/></svg>`;
// The plane spans about 38 × 28 units around (32, 36); scaled by 0.72 it fits well inside the safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(0.72) translate(-32 -36)"><path d="${PLANE}" fill="#fff"/></g></svg>`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS,
});
const page = await browser.newPage();

async function draw(svg, size, file) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await page.locator('img').screenshot({ path: path.join(out, file), omitBackground: true });
  console.log(path.join(out, file));
}

for (const size of SIZES) await draw(tile, size, size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`);
await draw(maskable, 512, 'maskable-512.png');
await draw(maskable, 192, 'maskable-192.png');
await browser.close();
