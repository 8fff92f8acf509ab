import { http, HttpResponse } from 'msw';
import { BASES, CSRF_MISSING, beacon, dataBase, get, loadOnUse, normalizeError, send, setSessionHooks } from '@/services/http';
import { answerFor, mockFail } from '@/mocks/answer';
import { eventSearch } from '@/mocks/factories/events';
import { publicUser } from '@/mocks/factories/profile';
import { sessionResult } from '@/mocks/factories/session';
import { setupI18n } from '@lingui/core';
import { currentI18n, setCurrentI18n } from '@/lib/i18n/current';
import GERMAN from '@/messages/de';
import { server, startMswServer } from '../support/msw';

startMswServer();

let token: string | null = 'tok';
let consent: () => Promise<boolean> = async () => false;
let release: () => void;
beforeEach(() => {
  token = 'tok';
  consent = async () => false;
  release = setSessionHooks({ csrfToken: () => token, completeRegistration: () => consent() });
});
afterEach(() => release());

describe('the axios service layer', () => {
  it('R6.4: every request carries X-XSRF-TOKEN from the configuration', async () => {
    let seen: string | null = null;
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}', ({ request, params }) => {
        seen = request.headers.get('x-xsrf-token');
        return publicUser({ uid: Number(params.uid) });
      }),
    );
    await expect(send('put', '/api/v3/users/1', {})).resolves.toEqual(publicUser({ uid: 1 }));
    expect(seen).toBe('tok');
  });

  it("R8.3: a state-changing request without a csrf token fails with 'CSRF not avaialble'", async () => {
    token = null;
    await expect(send('post', '/api/v3/users', {})).rejects.toMatchObject({ message: CSRF_MISSING, code: -1, status: false });
  });

  it('R6.4: a write made while the configuration is loading waits for its token instead of failing', async () => {
    token = null;
    let arrive: () => void = () => undefined;
    const configuration = new Promise<void>((resolve) => {
      arrive = () => {
        token = 'late';
        resolve();
      };
    });
    release();
    release = setSessionHooks({ csrfToken: () => token, configReady: () => configuration, completeRegistration: () => consent() });
    let seen: string | null = null;
    server.use(
      ...answerFor('POST /api/v3/utilities/login', ({ request }) => {
        seen = request.headers.get('x-xsrf-token');
        return sessionResult();
      }),
    );
    const sent = send('post', '/api/v3/utilities/login', {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toBeNull(); // not sent yet
    arrive();
    await expect(sent).resolves.toEqual(sessionResult());
    expect(seen).toBe('late');
  });

  it("R8.3: a write still fails with 'CSRF not avaialble' when the configuration came without a token", async () => {
    token = null;
    release();
    release = setSessionHooks({ csrfToken: () => token, configReady: async () => undefined, completeRegistration: () => consent() });
    await expect(send('post', '/api/v3/users', {})).rejects.toMatchObject({ message: CSRF_MISSING, code: -1, status: false });
  });

  it('R5.6: empty and null query values are left out', async () => {
    let url = '';
    server.use(
      ...answerFor('GET /api/events/v1/search', ({ request }) => {
        url = request.url;
        return eventSearch([]);
      }),
    );
    await get(`${BASES.events}/search`, { term: '', sort: 'latest', from: null, to: undefined, tags: ['a', 'b'], page: 0 });
    expect(new URL(url).search).toBe('?sort=latest&tags=a&tags=b&page=0');
  });

  it('spec 7: base paths; data is v1 in production and v2 otherwise', () => {
    expect(BASES.events).toBe('/api/events/v1');
    expect(BASES.rewards).toBe('/api/rewards/v1');
    expect(dataBase(true)).toBe('/api/data/v1');
    expect(dataBase(false)).toBe('/api/data/v2');
    expect(BASES.blank).toBe('');
  });

  describe('R8.1 normalisation', () => {
    it('R8.1/R8.2: takes the server status message (v3) and maps [[key, args]] to text with %1 filled', async () => {
      server.use(
        ...answerFor('POST /api/v3/topics', () => {
          throw mockFail('content-too-short', 8);
        }),
      );
      const err = await send('post', '/api/v3/topics', {}).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 400, status: false, key: 'content-too-short' });
      expect((err as Error).message).toContain('8');
      expect((err as Error).message).not.toContain('[[');
    });

    it('R8.1: a 200 answer carrying an error envelope is a failure, with the key\'s own status (else 500)', async () => {
      // Error envelopes with status 200, and addresses outside the catalogue, on purpose: the
      // client must read the envelope, not only the status.
      server.use(
        http.get('http://localhost/api/topic/5', () => HttpResponse.json({ error: '[[error:no-topic]]' })),
        http.put('http://localhost/api/v3/posts/5', () => HttpResponse.json({ status: { code: 'bad-request', message: '[[error:content-too-short, 8]]' }, response: {} })),
        http.get('http://localhost/api/odd', () => HttpResponse.json({ status: { code: 'error', message: '' }, response: {} })),
        http.get('http://localhost/api/fine', () => HttpResponse.json({ status: { code: 'ok', message: 'OK' }, response: { id: 1 } })),
      );
      await expect(get('/api/topic/5')).rejects.toMatchObject({ code: 404, status: false, key: 'no-topic' });
      await expect(send('put', '/api/v3/posts/5', {})).rejects.toMatchObject({ code: 400, key: 'content-too-short' });
      await expect(get('/api/odd')).rejects.toMatchObject({ code: 500, key: 'unknown' });
      await expect(get('/api/fine')).resolves.toEqual({ id: 1 });
    });

    it("issue 34: a failure's text is in the page's language, the one its LanguageProvider set", async () => {
      server.use(
        ...answerFor('GET /api/user/{slug}', () => {
          throw mockFail('no-user');
        }),
      );
      // <html lang> says English, the page's i18n (what the page renders with) German: the
      // failure speaks the page's language, as the lazily loaded dialogs' messages do.
      document.documentElement.lang = 'en';
      const english = currentI18n()!;
      setCurrentI18n(setupI18n({ locale: 'de', messages: { de: {} } }));
      try {
        await expect(get('/api/user/nobody')).rejects.toMatchObject({ key: 'no-user', message: GERMAN.errors['no-user'] });
      } finally {
        setCurrentI18n(english);
      }
    });

    it('R8.1: takes the error field of read calls', async () => {
      server.use(
        ...answerFor('GET /api/user/{slug}', () => {
          throw mockFail('no-user');
        }),
      );
      await expect(get('/api/user/nobody')).rejects.toMatchObject({ code: 404, key: 'no-user' });
    });

    it("R8.1: 401 without a message gives 'Login expired', 403 'Permission Denied!', others 'Error:{status} {text}'", async () => {
      // Bodiless statuses at addresses outside the catalogue, on purpose: what a proxy or a bare server answers.
      server.use(
        http.get('http://localhost/a401', () => new HttpResponse(null, { status: 401 })),
        http.get('http://localhost/a403', () => new HttpResponse(null, { status: 403 })),
        http.get('http://localhost/a502', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })),
      );
      await expect(get('/a401')).rejects.toMatchObject({ code: 401, message: 'Login expired' });
      await expect(get('/a403')).rejects.toMatchObject({ code: 403, message: 'Permission Denied!' });
      await expect(get('/a502')).rejects.toMatchObject({ code: 502, message: 'Error:502 Bad Gateway' });
    });

    it('issue 37: offline, a write says it was not sent and a read says the browser is offline', async () => {
      server.use(http.get('http://localhost/down', () => HttpResponse.error()), http.post('http://localhost/down', () => HttpResponse.error()));
      const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        await expect(send('post', '/down', { vote: 1 })).rejects.toMatchObject({
          code: -1,
          message: 'You are offline: this was not sent. Try again when you are back online.',
        });
        await expect(get('/down')).rejects.toMatchObject({ code: -1, message: 'You are offline.' });
      } finally {
        onLine.mockRestore();
      }
      // Online again, the same failure is the server's being unreachable (R8.1).
      await expect(send('post', '/down', {})).rejects.toMatchObject({ message: 'Sorry, we could not reach our servers' });
    });

    it("R8.1: no response gives code -1 and 'Sorry, we could not reach our servers'", async () => {
      // A network failure: no answer at all.
      server.use(http.get('http://localhost/down', () => HttpResponse.error()));
      await expect(get('/down')).rejects.toMatchObject({ code: -1, status: false, message: 'Sorry, we could not reach our servers' });
    });

    it("R8.1: anything else gives 'Something went wrong' or 'Unknown Error!!'", () => {
      expect(normalizeError(new Error('boom'))).toMatchObject({ code: -1, message: 'Something went wrong' });
      expect(normalizeError('weird')).toMatchObject({ code: -1, message: 'Unknown Error!!' });
    });

    it('R8.4: the server body stays on the error so a 409 can be rethrown with its data', async () => {
      // An error body with a field of its own beyond the catalogue's `error`, on purpose: any such field must stay on the error.
      server.use(
        http.post('http://localhost/api/events/v1/event/3/search-order', () =>
          HttpResponse.json({ error: '[[error:search-order-conflict]]', current: 1 }, { status: 409 }),
        ),
      );
      const err = await send('post', `${BASES.events}/event/3/search-order`).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 409, data: { current: 1 } });
    });
  });

  describe('registration completion (spec 7, DECISIONS)', () => {
    // The server's consent gate: its redirect to the registration step is no answer of an endpoint's contract.
    const redirect = () => HttpResponse.json('/register/complete', { status: 200, headers: { 'X-Redirect': '/register/complete' } });

    it('R7.1: shows the consent step and retries the original request once the member agreed', async () => {
      let calls = 0;
      server.use(
        // The first call meets the consent gate (above), the retry the endpoint.
        http.put(
          'http://localhost/api/v3/users/3',
          () => {
            calls += 1;
            return redirect();
          },
          { once: true },
        ),
        ...answerFor('PUT /api/v3/users/{uid}', ({ params }) => {
          calls += 1;
          return publicUser({ uid: Number(params.uid), fullname: 'X' });
        }),
      );
      const asked = jest.fn(async () => true);
      consent = asked;
      await expect(send('put', '/api/v3/users/3', { fullname: 'X' })).resolves.toEqual(publicUser({ uid: 3, fullname: 'X' }));
      expect(asked).toHaveBeenCalledTimes(1);
      expect(calls).toBe(2);
    });

    it('R7.1: never consents on the member’s behalf: declining fails the request', async () => {
      server.use(http.get('http://localhost/api/self', redirect)); // the consent gate (above)
      consent = async () => false;
      await expect(get('/api/self')).rejects.toMatchObject({ key: 'consent-required' });
    });
  });
});

/**
 * The service layer in the current isolated module registry (call inside `jest.isolateModulesAsync`),
 * counting how often it loads the axios instance's module; with `failFirst` the first load fails.
 */
async function isolatedLayer({ failFirst = false } = {}) {
  let loads = 0;
  jest.doMock('@/services/httpClient', () => {
    loads += 1;
    if (failFirst && loads === 1) throw new Error('ChunkLoadError');
    return jest.requireActual('@/services/httpClient');
  });
  const layer = await import('@/services/http');
  // The page's language, as `_app` sets it in this registry's own module (lib/i18n/current.ts).
  const [{ setCurrentI18n }, { setupI18n }, { pageMessages }] = await Promise.all([
    import('@/lib/i18n/current'),
    import('@lingui/core'),
    import('@/server/i18n/catalogues'),
  ]);
  setCurrentI18n(setupI18n({ locale: 'en', messages: { en: { ...pageMessages('en') } } }));
  return { layer, loads: () => loads };
}

describe('beacons: writes whose answer nobody reads (page views)', () => {
  it('R6.4: a beacon carries X-XSRF-TOKEN and its JSON body, without loading axios', async () => {
    await jest.isolateModulesAsync(async () => {
      const { layer, loads } = await isolatedLayer();
      const undo = layer.setSessionHooks({ csrfToken: () => 'tok', completeRegistration: async () => false });
      let seen: { token: string | null; type: string | null; body: unknown } | null = null;
      server.use(
        http.post('http://localhost/api/v3/pageviews', async ({ request }) => {
          seen = { token: request.headers.get('x-xsrf-token'), type: request.headers.get('content-type'), body: await request.json() };
          return HttpResponse.json({ status: { code: 'ok', message: 'OK' }, response: {} });
        }),
      );
      try {
        await expect(layer.beacon('/api/v3/pageviews', { path: '/discussions' })).resolves.toBeUndefined();
      } finally {
        undo();
      }
      expect(seen).toEqual({ token: 'tok', type: 'application/json', body: { path: '/discussions' } });
      expect(loads()).toBe(0);
    });
  });

  it('R6.4: a beacon waits for the configuration, and is dropped without a token', async () => {
    const paths: string[] = [];
    server.use(
      http.post('http://localhost/api/v3/pageviews', async ({ request }) => {
        paths.push(((await request.json()) as { path: string }).path);
        return HttpResponse.json({});
      }),
    );
    token = null;
    release();
    release = setSessionHooks({ csrfToken: () => token, configReady: async () => (token = 'late'), completeRegistration: async () => false });
    await beacon('/api/v3/pageviews', { path: '/a' });
    release();
    token = null;
    release = setSessionHooks({ csrfToken: () => token, configReady: async () => undefined, completeRegistration: async () => false });
    await beacon('/api/v3/pageviews', { path: '/b' });
    expect(paths).toEqual(['/a']);
  });

  it('R9.10: a beacon never rejects: a refusal or an unreachable server is dropped quietly', async () => {
    server.use(http.post('http://localhost/refused', () => HttpResponse.json({ status: { code: 'forbidden', message: '[[error:csrf-invalid]]' } }, { status: 403 })));
    server.use(http.post('http://localhost/down', () => HttpResponse.error()));
    await expect(beacon('/refused', {})).resolves.toBeUndefined();
    await expect(beacon('/down', {})).resolves.toBeUndefined();
  });

  it('R9.10: beacons reach the server in the order they were made, however slow the first answer', async () => {
    const arrived: string[] = [];
    server.use(
      http.post('http://localhost/api/v3/pageviews', async ({ request }) => {
        const { path } = (await request.json()) as { path: string };
        arrived.push(path);
        if (path === '/first') {
          await new Promise((resolve) => setTimeout(resolve, 60));
          arrived.push('answered /first');
        }
        return HttpResponse.json({});
      }),
    );
    await Promise.all([beacon('/api/v3/pageviews', { path: '/first' }), beacon('/api/v3/pageviews', { path: '/second' }), beacon('/api/v3/pageviews', { path: '/third' })]);
    // The next one leaves once the one before has been answered.
    expect(arrived).toEqual(['/first', 'answered /first', '/second', '/third']);
  });
});

describe('the axios instance loads with the first call', () => {
  it('is not loaded by importing the service layer, and a failed load is tried again by the next call', async () => {
    await jest.isolateModulesAsync(async () => {
      server.use(http.get('http://localhost/api/ping', () => HttpResponse.json({ ok: true })));
      const { layer, loads } = await isolatedLayer({ failFirst: true });
      expect(loads()).toBe(0); // importing the layer (as every page does) loads no axios
      await expect(layer.get('/api/ping')).rejects.toMatchObject({ code: -1, message: 'Sorry, we could not reach our servers' });
      await expect(layer.get('/api/ping')).resolves.toEqual({ ok: true });
      expect(loads()).toBe(2);
    });
  });
});

describe('modules of calls loaded on use (loadOnUse)', () => {
  it('loads once; a failed load fails as an unreachable server does (offline: not sent), and the next call tries again', async () => {
    let loads = 0;
    let fail = true;
    const calls = loadOnUse(async () => {
      loads += 1;
      if (fail) throw new Error('ChunkLoadError: Loading chunk 123 failed.');
      return { ping: () => 'pong' };
    });
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(calls('put')).rejects.toMatchObject({ code: -1, message: 'You are offline: this was not sent. Try again when you are back online.' });
      await expect(calls()).rejects.toMatchObject({ code: -1, message: 'You are offline.' });
    } finally {
      online.mockRestore();
    }
    await expect(calls('put')).rejects.toMatchObject({ code: -1, message: 'Sorry, we could not reach our servers' });
    fail = false;
    expect((await calls()).ping()).toBe('pong');
    expect((await calls('put')).ping()).toBe('pong');
    expect(loads).toBe(4);
  });
});
