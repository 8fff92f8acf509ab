import { APP_NAMESPACES } from '@/lib/i18n/catalogues';
import { pageMessages } from '@/server/i18n/catalogues';
import { answerMessageFile, MESSAGE_FILES_PREFIX, messageFilesFor, messageFilesOf } from '@/server/i18n/messageFiles';
import { takeMessagesToFiles } from '@/server/ssr/messageFiles';
import { startHttpServer, type TestServer } from '../support/httpServer';

type NextData = Parameters<typeof takeMessagesToFiles>[0];

/** Issue 33: a page loaded as a document names its messages' files; the custom server answers them. */
describe("a page's messages as files (server/i18n/messageFiles.ts)", () => {
  let base: string;
  let server: TestServer;

  beforeAll(async () => {
    server = await startHttpServer((req, res) => {
      if (answerMessageFile(req, res)) return;
      res.statusCode = 418;
      res.end('not a message file');
    });
    base = server.url;
  });

  afterAll(() => server.close());

  it("issue 33: a page's messages are two files, the app-wide namespaces' and its own, named by language, namespaces and content", () => {
    const files = messageFilesOf(pageMessages('de', ['topic', 'account']));
    expect(files).toHaveLength(2);
    expect(files![0]).toMatch(new RegExp(`^${MESSAGE_FILES_PREFIX}de/${APP_NAMESPACES.join('-')}\\.[0-9a-f]{12}\\.json$`));
    // A page's own namespaces sorted: the same list in another order is the same file.
    expect(files![1]).toMatch(/^\/_next\/static\/messages\/de\/account-topic\.[0-9a-f]{12}\.json$/);
    expect(messageFilesOf(pageMessages('de', ['account', 'topic']))).toEqual(files);
    // The app-wide file is the same for every page of a language, another for another language.
    expect(messageFilesOf(pageMessages('de', ['search']))![0]).toBe(files![0]);
    expect(messageFilesOf(pageMessages('es', ['search']))![0]).not.toBe(files![0]);
    expect(messageFilesOf(pageMessages('en'))).toHaveLength(1);
    // Any other object is not a page's messages.
    expect(messageFilesOf({ 'common:x': 'y' })).toBeNull();
    expect(messageFilesOf(undefined)).toBeNull();
  });

  it('issue 33: the files together hold exactly the messages the page rendered with, cached for a year', async () => {
    const messages = pageMessages('ar', ['search', 'errors']);
    const files = messageFilesOf(messages)!;
    const answers = await Promise.all(files.map((file) => fetch(`${base}${file}`, { headers: { 'accept-encoding': 'br' } })));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
    const joined = Object.assign({}, ...(await Promise.all(answers.map((answer) => answer.json()))));
    expect(joined).toEqual({ ...messages });
  });

  it('issue 33: gzip or nothing for a client without brotli, a 304 for its validator, HEAD without a body', async () => {
    const [file] = messageFilesFor('en', ['search']);
    const gzip = await fetch(`${base}${file}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${base}${file}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = await plain.text();
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(JSON.parse(body)).toEqual(await gzip.json());
    const again = await fetch(`${base}${file}`, { headers: { 'if-none-match': plain.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${base}${file}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it("issue 33: another deployment's file (its hash not the content's) gets the current texts, not kept", async () => {
    const [, own] = messageFilesFor('es', ['events']);
    const other = own!.replace(/\.[0-9a-f]{12}\.json$/, '.0123456789ab.json');
    const answer = await fetch(`${base}${other}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(await answer.json()).toEqual(await (await fetch(`${base}${own}`)).json());
  });

  it('issue 33: addresses naming no file are a 404 under the prefix; other addresses are not answered', async () => {
    const hash = '0123456789ab';
    const refused = [
      `fr/search.${hash}.json`, // not a language
      `en/nothing.${hash}.json`, // not a namespace
      `en/mail.${hash}.json`, // the server's own
      `en/topic-account.${hash}.json`, // not sorted
      `en/common-search.${hash}.json`, // an app-wide one with a page's
      `en/search-search.${hash}.json`, // twice
      `en/search.${hash}.js`,
      `en/search.json`,
      `en/search.${hash}.json/more`,
    ];
    for (const path of refused) {
      const answer = await fetch(`${base}${MESSAGE_FILES_PREFIX}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
    }
    expect((await fetch(`${base}/_next/static/chunks/main.js`)).status).toBe(418);
    expect((await fetch(`${base}${messageFilesFor('en', [])[0]}`, { method: 'POST' })).status).toBe(418);
  });

  it("issue 33: the document takes the messages out of the page's data and names their files; other data is left as it is", () => {
    const messages = pageMessages('en', ['search']);
    const pageProps = { messages, results: [1, 2] };
    const data = { props: { pageProps }, page: '/search', query: {}, buildId: 'b' } as unknown as NextData;
    const files = takeMessagesToFiles(data);
    expect(files).toEqual(messageFilesOf(messages));
    expect(JSON.parse(JSON.stringify(data.props))).toEqual({ pageProps: { results: [1, 2] } });
    // The render's own objects are not changed.
    expect(pageProps.messages).toBe(messages);
    const without = { props: { pageProps: { statusCode: 500 } }, page: '/_error', query: {}, buildId: 'b' } as unknown as NextData;
    expect(takeMessagesToFiles(without)).toEqual([]);
    expect(without.props).toEqual({ pageProps: { statusCode: 500 } });
  });

  it('issue 33: a compression that failed sends the file uncompressed and is tried again by the next request', async () => {
    const zlib = jest.requireActual<typeof import('node:zlib')>('node:zlib');
    let failures = 1;
    const brotliCompress = jest.fn((...args: Parameters<typeof zlib.brotliCompress>) => {
      const callback = args[args.length - 1] as (error: Error | null, result: Buffer) => void;
      if (failures-- > 0) setImmediate(() => callback(new Error('out of memory'), Buffer.alloc(0)));
      else (zlib.brotliCompress as (...a: unknown[]) => void)(...args);
    });
    let fresh!: typeof import('@/server/i18n/messageFiles');
    jest.isolateModules(() => {
      jest.doMock('node:zlib', () => ({ ...zlib, brotliCompress }));
      fresh = jest.requireActual('@/server/i18n/messageFiles');
    });
    const own = await startHttpServer((req, res) => void fresh.answerMessageFile(req, res));
    try {
      const url = `${own.url}${fresh.messageFilesFor('de', ['search'])[1]}`;
      const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-encoding')).toBeNull();
      const texts = await first.json();
      const second = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      expect(second.headers.get('content-encoding')).toBe('br');
      expect(await second.json()).toEqual(texts);
      expect(brotliCompress).toHaveBeenCalledTimes(2);
    } finally {
      await own.close();
      jest.dontMock('node:zlib');
    }
  });
});
