import fs from 'node:fs';
import path from 'node:path';
import { parentPort, threadId } from 'node:worker_threads';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori, { type Font } from 'satori';
import { ARABIC_FONT, arabicFontFile, FONT_SUBSETS, FONT_WEIGHTS, fontFile } from './fonts';
import type { DrawJob, DrawReply } from './drawProtocol';

/**
 * The drawing worker (a worker_threads thread started by ./drawing.ts, with memory limits): every
 * image the server decodes or draws — satori's card layouts and resvg's rasterising of SVG, which
 * decodes the PNG, JPEG and GIF images an SVG embeds — runs here, one job at a time, never on the
 * main thread. WebAssembly and fonts are loaded once per worker.
 */

/** The packages' files, from the app's node_modules (the directory the app runs in). */
const modulesDir = path.join(process.cwd(), 'node_modules');

let fonts: Font[] | null = null;

function ready(): Font[] {
  if (fonts) return fonts;
  // initWasm is asynchronous only in name here: the module is compiled from the bytes given.
  const loaded: Font[] = [];
  for (const weight of FONT_WEIGHTS) {
    for (const subset of FONT_SUBSETS) {
      loaded.push({ name: `Noto Sans ${subset}`, data: fs.readFileSync(path.join(modulesDir, fontFile(subset, weight))), weight, style: 'normal' });
    }
    loaded.push({ name: ARABIC_FONT, data: fs.readFileSync(path.join(modulesDir, arabicFontFile(weight))), weight, style: 'normal' });
  }
  fonts = loaded;
  return fonts;
}

const wasmReady = initWasm(fs.readFileSync(path.join(modulesDir, '@resvg/resvg-wasm/index_bg.wasm')));

/** Whether any pixel of an RGBA buffer is not fully transparent. */
function anyPixel(pixels: Uint8Array): boolean {
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return true;
  return false;
}

async function run(job: DrawJob): Promise<{ png: Uint8Array; drawn: boolean }> {
  await wasmReady;
  if (job.kind === 'card') {
    // satori reads plain `{type, props}` trees (./drawing.ts turns React elements into them).
    const svg = await satori(job.tree as Parameters<typeof satori>[0], { width: job.width, height: job.height, fonts: ready() });
    const image = new Resvg(svg, { fitTo: { mode: 'width', value: job.width } }).render();
    return { png: image.asPng(), drawn: true };
  }
  const image = new Resvg(job.svg, { fitTo: { mode: 'width', value: job.width } }).render();
  return { png: image.asPng(), drawn: anyPixel(image.pixels) };
}

parentPort?.on('message', (job: DrawJob) => {
  run(job).then(
    ({ png, drawn }) => {
      const reply: DrawReply = { id: job.id, ok: true, png, drawn, threadId };
      parentPort?.postMessage(reply, [png.buffer as ArrayBuffer]);
    },
    (err: unknown) => {
      const reply: DrawReply = { id: job.id, ok: false, message: err instanceof Error ? err.message : String(err), threadId };
      parentPort?.postMessage(reply);
    },
  );
});
