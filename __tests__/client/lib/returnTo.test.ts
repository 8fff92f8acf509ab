import { isSafeReturnPath, RETURN_PATH_MAX, safeReturnTo } from '@/lib/returnTo';

describe('hardening 2: one safe return path rule for server and client', () => {
  it.each([
    ['/events', '/events'],
    ['/events/myevents?tab=past#top', '/events/myevents?tab=past#top'],
    ['/topic/12/a-title?sort=newest', '/topic/12/a-title?sort=newest'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
    ['/', '/'],
  ])('hardening 2: follows the same-site path %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
    expect(isSafeReturnPath(value)).toBe(true);
  });

  it.each([
    // absolute and protocol-relative URLs
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example'],
    ['///evil.example'],
    ['evil.example'],
    [''],
    // backslashes, as typed or encoded
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%255Cevil.example'],
    // control characters, as typed or encoded (URL parsers drop tabs and newlines: '/\t/x' is '//x')
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\u0000/evil.example'],
    ['/\u007f/evil.example'],
    ['/\u0085/evil.example'],
    ['/\u2028/evil.example'],
    ['/%09/evil.example'],
    ['/%0A/evil.example'],
    ['/%0d%0aSet-Cookie:x=1'],
    ['/%00'],
    ['/%2509/evil.example'],
    // an encoded second slash
    ['/%2Fevil.example'],
    ['/%2F%2Fevil.example'],
    // broken encoding, and paths longer than this site makes
    ['/%E0%A4%A'],
    [`/${'x'.repeat(RETURN_PATH_MAX)}`],
  ])('hardening 2: refuses %j and falls back to the feed', (value) => {
    expect(isSafeReturnPath(value)).toBe(false);
    expect(safeReturnTo(value)).toBe('/discussions');
  });

  it('hardening 2: refuses values that are not strings, takes the first of several, and honours a fallback', () => {
    expect(safeReturnTo(undefined)).toBe('/discussions');
    expect(safeReturnTo(null)).toBe('/discussions');
    expect(safeReturnTo(42)).toBe('/discussions');
    expect(safeReturnTo({ toString: () => '/events' })).toBe('/discussions');
    expect(safeReturnTo(['/events', '//evil.example'])).toBe('/events');
    expect(safeReturnTo(['//evil.example', '/events'])).toBe('/discussions');
    expect(safeReturnTo('//evil.example', '/')).toBe('/');
  });
});
