import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { answerPwaFile, webAppManifest } from '@/server/http/pwa';
import { startHttpServer, type TestServer } from '../support/httpServer';

/** Issue 37: the worker and the web app manifest, answered by the custom server (server/http/pwa.ts). */
describe('the installable app files', () => {
  let dir: string;
  let base: string;
  let production = true;
  let server: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pwa-files-'));
    mkdirSync(path.join(dir, '.next', 'pwa'), { recursive: true });
    writeFileSync(path.join(dir, '.next', 'pwa', 'sw.js'), 'self.version="one";');
    server = await startHttpServer((req, res) => {
      if (answerPwaFile(req, res, dir, production)) return;
      res.statusCode = 404;
      res.end('next');
    });
    base = server.url;
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('issue 37: /sw.js is the built worker, never cached without asking, allowed the whole site; a rebuilt one is served at once', async () => {
    const first = await fetch(`${base}/sw.js`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('service-worker-allowed')).toBe('/');
    expect(await first.text()).toBe('self.version="one";');
    writeFileSync(path.join(dir, '.next', 'pwa', 'sw.js'), 'self.version="two";');
    expect(await (await fetch(`${base}/sw.js?x=1`)).text()).toBe('self.version="two";');
  });

  it('issue 37: development has no worker (Next answers /sw.js)', async () => {
    production = false;
    try {
      expect((await fetch(`${base}/sw.js`)).status).toBe(404);
    } finally {
      production = true;
    }
  });

  it('issue 37: the manifest, in the language of ?lang=, with every icon and the three shortcuts', async () => {
    const answer = await fetch(`${base}/manifest.webmanifest?lang=de`);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json; charset=UTF-8');
    const manifest = (await answer.json()) as ReturnType<typeof webAppManifest>;
    expect(manifest).toMatchObject({ lang: 'de', start_url: '/', scope: '/', display: 'standalone', id: '/' });
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/de/discussions', '/de/events', '/de/audioqueue']);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect((await (await fetch(`${base}/manifest.webmanifest?lang=xx`)).json()).lang).toBe('en');
    for (const locale of LOCALES) {
      const { name, short_name: shortName, description, shortcuts, dir: direction } = webAppManifest(locale);
      // Said, not a missing message's key.
      expect([name, shortName, description, ...shortcuts.map((s) => s.name)].filter((text) => !text || /^(manifest|shortcuts)\./.test(text))).toEqual([]);
      expect(shortName.length).toBeLessThanOrEqual(15);
      expect(direction).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    }
    expect(webAppManifest('es').shortcuts[0]!.name).toBe('Debates');
  });
});
