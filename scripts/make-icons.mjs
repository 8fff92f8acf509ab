// The app icons of the web app manifest (issue 37), drawn once from public/favicon.svg with resvg
// and committed as PNGs in public/icons/ (run again only when the favicon changes):
//   node scripts/make-icons.mjs [path/to/monospace-bold.ttf]
// - icon-192.png, icon-512.png: the favicon as it is (rounded square, transparent corners);
// - icon-maskable-512.png: full-bleed background, the mark scaled into the central 60% (inside the
//   maskable safe zone, a circle of 80% of the size: https://w3c.github.io/manifest/#icon-masks);
// - apple-touch-icon.png (180): full-bleed, since iOS rounds the corners itself.
// The favicon's text is monospace bold; resvg reads no system fonts, so one is handed to it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONT_CANDIDATES = [
  process.argv[2],
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf',
  '/Library/Fonts/Courier New Bold.ttf',
].filter(Boolean);
const font = FONT_CANDIDATES.find((file) => existsSync(file));
if (!font) throw new Error('no monospace bold font found; pass one: node scripts/make-icons.mjs <font.ttf>');

await initWasm(readFileSync(path.join(root, 'node_modules/@resvg/resvg-wasm/index_bg.wasm')));
const favicon = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(favicon)?.[1] ?? '#1d4ed8';
const inner = favicon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The favicon's mark on a full-bleed square, scaled to `scale` of the side and centred. */
function fullBleed(scale) {
  const offset = (32 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

function draw(svg, size, file) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { fontBuffers: [readFileSync(font)], defaultFontFamily: 'monospace', monospaceFamily: path.basename(font, '.ttf') } }).render().asPng();
  writeFileSync(path.join(root, 'public/icons', file), png);
  console.log(`public/icons/${file}: ${size}x${size}, ${png.length} bytes`);
}

draw(favicon, 192, 'icon-192.png');
draw(favicon, 512, 'icon-512.png');
draw(fullBleed(0.6), 512, 'icon-maskable-512.png');
draw(fullBleed(0.8), 180, 'apple-touch-icon.png');
