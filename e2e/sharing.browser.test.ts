import { startApp, cleanupAll, type AppProcess } from './support/app';

/**
 * A link pasted into a chat: every shareable page type of the built app names its social card
 * (og:image) at an absolute address on PUBLIC_URL, a PNG (the large networks show no SVG), with
 * its size and type and the large Twitter card, and that address answers a 1200×630 PNG.
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

const text = async (path: string) => (await fetch(`${app.baseUrl}${path}`)).text();

/** The first address a sitemap source lists (what a crawler finds). */
async function fromSitemap(source: string, pattern: RegExp): Promise<string> {
  const index = await text('/sitemap.xml');
  const child = new RegExp(`<loc>[^<]*(/sitemaps/${source}-\\d+\\.xml)</loc>`).exec(index)![1]!;
  return pattern.exec(await text(child))![1]!;
}

/** Width and height from the PNG's IHDR chunk (bytes 16-23), after its signature. */
function pngHeader(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function expectPngCard(image: string | undefined) {
  expect(image?.startsWith(`${app.baseUrl}/api/`)).toBe(true);
  const res = await fetch(image!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  expect(res.headers.get('etag')).toBeTruthy();
  expect(pngHeader(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
}

it('the topic page head carries the absolute og:image address on PUBLIC_URL, and it is a 1200×630 PNG', async () => {
  const feed = await text('/discussions');
  const path = feed.match(/href="(\/posts\/\d+\/[^"#]+)"/)?.[1];
  expect(path).toBeTruthy();
  const html = await text(path!);
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
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  await expectPngCard(image);
});

it('every other shareable page type (event, project, conference, profile, the list pages) names a 1200×630 PNG card', async () => {
  const projects = (await (await fetch(`${app.baseUrl}/api/projects/v1/projects`)).json()) as { projects: Array<{ url: string }> };
  const pages = [
    await fromSitemap('events', /<loc>[^<]*?(\/events\/\d+\/[^<]+)<\/loc>/),
    projects.projects[0]!.url,
    await fromSitemap('conferences', /<loc>[^<]*?(\/events\/conference\/\d+)<\/loc>/),
    await fromSitemap('members', /<loc>[^<]*?(\/user\/[^<]+)<\/loc>/),
    '/discussions',
    '/events',
    '/projects',
    '/explore',
  ];
  for (const path of pages) {
    const html = await text(path);
    const image = attr(html, 'og:image');
    expect({ path, image: image?.startsWith(app.baseUrl) }).toEqual({ path, image: true });
    expect({ path, width: attr(html, 'og:image:width'), height: attr(html, 'og:image:height'), type: attr(html, 'og:image:type') }).toEqual({
      path,
      width: '1200',
      height: '630',
      type: 'image/png',
    });
    expect(attr(html, 'og:image:alt')).toBeTruthy();
    expect(attr(html, 'twitter:card')).toBe('summary_large_image');
    expect(attr(html, 'twitter:image')).toBe(image);
    await expectPngCard(image);
  }
});
