/**
 * Draws the app icons from one SVG mark with headless Chromium, so the PNGs in public/icons are
 * reproducible: `node scripts/make-icons.ts` after changing the mark. The maskable icon keeps
 * the mark inside the central 80 % safe zone on a full-bleed background.
 */
import { chromium } from 'playwright-core';

const mark = (scale: number) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M112 336 L224 224 L288 288 L400 160" stroke="#f2b705" stroke-width="56" fill="none"
      stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M320 160 H400 V240" stroke="#f2b705" stroke-width="56" fill="none"
      stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;

export const iconSvg = (
  maskable: boolean,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${maskable ? 0 : 112}" fill="#0b4f8a"/>${mark(maskable ? 0.72 : 1)}
</svg>`;

const out = new URL('../public/icons/', import.meta.url).pathname;

async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage();
  const render = async (file: string, size: number, maskable: boolean) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(maskable).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: `${out}${file}`, omitBackground: !maskable });
  };
  // A PNG, not the SVG: the browser has the page's renderer decode its favicon, and an SVG
  // image is a document of its own there, 25-50 ms on the main thread
  // (docs/first-paint.md#favicon).
  await render('favicon-48.png', 48, false);
  await render('icon-192.png', 192, false);
  await render('icon-512.png', 512, false);
  await render('icon-maskable-512.png', 512, true);
  await render('apple-touch-icon.png', 180, true);
  await browser.close();
}

if (import.meta.main) await main();
