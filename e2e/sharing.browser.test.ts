import { startApp, cleanupAll, type AppProcess } from './support/app';

/**
 * A link pasted into a chat: the built app's topic page names its social card (og:image) at an
 * absolute address on PUBLIC_URL, and that address answers the PNG.
 */

let app: AppProcess;
beforeAll(async () => {
  app = await startApp({ demoSeed: true });
});
afterAll(async () => {
  await cleanupAll();
});

const attr = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');

it('the topic page head carries the absolute og:image address on PUBLIC_URL, and it is a 1200×630 PNG', async () => {
  const feed = await (await fetch(`${app.baseUrl}/discussions`)).text();
  const path = feed.match(/href="(\/posts\/\d+\/[^"#]+)"/)?.[1];
  expect(path).toBeTruthy();
  const html = await (await fetch(`${app.baseUrl}${path}`)).text();
  const tid = path!.split('/')[2];
  const image = attr(html, 'og:image');
  // e2e/support/app.ts starts the app with PUBLIC_URL set to its own address.
  expect(image).toMatch(new RegExp(`^${app.baseUrl.replace(/[.]/g, '\\.')}/api/topic/${tid}/card\\?v=\\d+$`));
  expect(attr(html, 'og:image:width')).toBe('1200');
  expect(attr(html, 'og:image:height')).toBe('630');
  expect(attr(html, 'og:image:alt')).toBeTruthy();
  expect(attr(html, 'twitter:card')).toBe('summary_large_image');
  expect(attr(html, 'twitter:image')).toBe(image);

  const res = await fetch(image!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const png = Buffer.from(await res.arrayBuffer());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
});
