import fs from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { NAMESPACES } from '@/lib/i18n/catalogues';
import { DEFAULT_LOCALE, directionOf, localizedPath, LOCALES, splitLocalePath } from '@/lib/i18n/locales';
import { chosenLocale } from '@/lib/i18n/negotiate';
import { cacheablePage } from '@/server/cache/routes';
import { pageMessages, SOURCES } from '@/server/i18n/catalogues';
import { answerLanguageRedirect } from '@/server/i18n/redirect';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../next.config.js') as { i18n: { locales: string[]; defaultLocale: string } };

const root = path.resolve(__dirname, '../..');

/**
 * The names an ICU message's placeholders use (`{name}`, `{count, plural, …}`), read from the message
 * as Lingui compiles it: text parts are strings, a placeholder is `[name]` or `[name, type, options]`
 * whose options hold more compiled parts.
 */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , options] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  const compiled = compileMessageOrThrow(text);
  walk(typeof compiled === 'string' ? [] : compiled);
  return [...names].sort();
}

/** Every source file of the app, where a message key is used (messages/ and tests aside). */
function sourceTexts(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name)) texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of ['components', 'pages', 'lib', 'server', 'store', 'services']) walk(path.join(root, dir));
  return texts.join('\n');
}

describe('the message catalogues (issue 34)', () => {
  it('every language has exactly the English keys, each message compiles, with the same placeholders', () => {
    for (const namespace of NAMESPACES) {
      const english = SOURCES.en[namespace];
      for (const locale of LOCALES) {
        const texts = SOURCES[locale][namespace];
        expect({ locale, namespace, keys: Object.keys(texts).sort() }).toEqual({ locale, namespace, keys: Object.keys(english).sort() });
        for (const [key, text] of Object.entries(texts)) {
          expect(() => compileMessageOrThrow(text)).not.toThrow();
          expect({ locale, key, placeholders: placeholders(text) }).toEqual({ locale, key, placeholders: placeholders(english[key]!) });
          expect(text.trim()).not.toBe('');
        }
      }
    }
  });

  it('no message has an exact-count case (=0): plurals are selects on the plural category (lib/i18n/counts.ts)', () => {
    const exact = LOCALES.flatMap((locale) =>
      NAMESPACES.flatMap((namespace) => Object.entries(SOURCES[locale][namespace]).filter(([, text]) => /[{\s]=\d+\s*\{/.test(text)).map(([key]) => `${locale} ${namespace}:${key}`)),
    );
    expect(exact).toEqual([]);
  });

  it('every English key is used by the app', () => {
    const sources = sourceTexts();
    // The error catalogue's keys are the server's (lib/errors/keys.ts), checked by __tests__/client/lib/errors.test.ts.
    const unused = NAMESPACES.filter((namespace) => namespace !== 'errors').flatMap((namespace) => Object.keys(SOURCES.en[namespace]).filter((key) => !sources.includes(`'${key}'`)));
    expect(unused).toEqual([]);
  });

  it('a page gets its namespaces compiled, ids prefixed by the namespace', () => {
    const messages = pageMessages('es');
    expect(messages['common:nav.events']).toEqual(['Eventos']);
    expect(messages['common:language.current']).toEqual([['name'], ' (idioma actual)']);
    // The global dialogs' messages come with the first dialog (lib/i18n/load.ts), the errors with the first error.
    expect(Object.keys(messages).filter((id) => id.startsWith('dialogs:') || id.startsWith('errors:'))).toEqual([]);
  });
});

describe('languages and addresses (issue 34)', () => {
  it("Next's i18n routing serves exactly these languages, English at the bare addresses", () => {
    expect(nextConfig.i18n.locales).toEqual([...LOCALES]);
    expect(nextConfig.i18n.defaultLocale).toBe(DEFAULT_LOCALE);
  });

  it('a path names its language by its prefix; a bare path is English', () => {
    expect(splitLocalePath('/es/events')).toEqual({ locale: 'es', path: '/events', prefixed: true });
    expect(splitLocalePath('/ar')).toEqual({ locale: 'ar', path: '/', prefixed: true });
    expect(splitLocalePath('/de?x=1')).toEqual({ locale: 'de', path: '/?x=1', prefixed: true });
    expect(splitLocalePath('/events')).toEqual({ locale: 'en', path: '/events', prefixed: false });
    expect(splitLocalePath('/esoteric')).toEqual({ locale: 'en', path: '/esoteric', prefixed: false });
    expect(splitLocalePath('/fr/events')).toEqual({ locale: 'en', path: '/fr/events', prefixed: false });
    expect(localizedPath('/events?when=past', 'es')).toBe('/es/events?when=past');
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/events', 'en')).toBe('/events');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });

  it("the reader's language: the cookie (the menu's choice or the member's setting), else Accept-Language", () => {
    expect(chosenLocale({ cookie: 'es', acceptLanguage: 'ar' })).toBe('es');
    expect(chosenLocale({ cookie: 'xx', acceptLanguage: 'es-MX,es;q=0.9,en;q=0.5' })).toBe('es');
    expect(chosenLocale({ acceptLanguage: 'fr-FR,fr;q=0.9,de;q=0.5' })).toBe('de');
    expect(chosenLocale({ acceptLanguage: 'fr-FR' })).toBeNull();
    expect(chosenLocale({})).toBeNull();
  });

  it('each language of a page is its own page cache entry, matched by the bare path', () => {
    expect(cacheablePage('/es/discussions')).toMatchObject({ kind: 'feed', data: false });
    expect(cacheablePage('/ar/posts/12/how-to')).toMatchObject({ kind: 'topic', viewsOf: 12 });
    expect(cacheablePage('/_next/data/build-1/de/events/3/x.json')).toMatchObject({ kind: 'event', data: true });
    expect(cacheablePage('/_next/data/build-1/en/discussions.json')).toMatchObject({ kind: 'feed', data: true });
  });
});

describe("sending a reader to their language's address (server/i18n/redirect.ts)", () => {
  function ask(url: string, headers: Record<string, string> = {}) {
    const req = new IncomingMessage(new Socket());
    req.method = 'GET';
    req.url = url;
    req.headers = headers;
    const res = new ServerResponse(req);
    const answered = answerLanguageRedirect(req, res);
    return { answered, status: res.statusCode, location: res.getHeader('location'), cookie: res.getHeader('set-cookie'), vary: res.getHeader('vary') };
  }

  it('?lang= remembers the choice and goes to that language, keeping the rest of the query', () => {
    const asked = ask('/events?when=past&lang=es');
    expect(asked).toMatchObject({ answered: true, status: 307, location: '/es/events?when=past' });
    expect(String(asked.cookie)).toMatch(/^lang=es; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(ask('/de/events?lang=en')).toMatchObject({ answered: true, status: 307, location: '/events' });
    // An unknown language is dropped from the address, nothing remembered.
    expect(ask('/de/events?lang=xx')).toMatchObject({ answered: true, status: 307, location: '/de/events', cookie: undefined });
  });

  it("a bare address goes to the reader's chosen language; a prefixed one is what it names", () => {
    expect(ask('/discussions', { cookie: 'lang=de' })).toMatchObject({ answered: true, status: 307, location: '/de/discussions', vary: 'Cookie, Accept-Language' });
    expect(ask('/discussions?page=2', { 'accept-language': 'ar-EG,ar;q=0.9' })).toMatchObject({ status: 307, location: '/ar/discussions?page=2' });
    expect(ask('/es/discussions', { cookie: 'lang=de' })).toMatchObject({ answered: false });
    expect(ask('/discussions', { 'accept-language': 'en-US,en;q=0.9' })).toMatchObject({ answered: false });
    expect(ask('/discussions', { cookie: 'lang=en', 'accept-language': 'de' })).toMatchObject({ answered: false });
    expect(ask('/discussions')).toMatchObject({ answered: false });
  });

  it("Next's other spelling of an English address goes to the bare one", () => {
    expect(ask('/en/events?when=past')).toMatchObject({ answered: true, status: 308, location: '/events?when=past' });
    expect(ask('/en')).toMatchObject({ answered: true, status: 308, location: '/' });
  });
});
