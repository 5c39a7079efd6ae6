#!/usr/bin/env node
// Draws the installable app's PNG icons from apps/web/public/icons/icon.svg with the machine's Chromium:
// 192 and 512 px as drawn (rounded), and full-bleed variants without the rounded corners for launchers that
// cut their own shape (maskable, 512 px) and for iOS (apple-touch-icon, 180 px). Run again only when the
// drawing changes; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/* global Image, document -- evaluated in the browser */

const ICONS = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const svg = readFileSync(`${ICONS}icon.svg`, 'utf8');
const fullBleed = svg.replace(/ rx="\d+"/, '');

const OUTPUTS = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'maskable-512.png', size: 512, source: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, source: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, source } of OUTPUTS) {
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    const base64 = await page.evaluate(
      async ({ url, px }) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = px;
        canvas.height = px;
        canvas.getContext('2d').drawImage(image, 0, 0, px, px);
        return canvas.toDataURL('image/png').split(',')[1];
      },
      { url: dataUrl, px: size },
    );
    writeFileSync(`${ICONS}${file}`, Buffer.from(base64, 'base64'));
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
