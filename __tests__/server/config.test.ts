import { getConfig, unsafeConfigWarnings, warnAboutUnsafeConfig } from '../../server/config';

describe('hardening 8: the session secret at startup', () => {
  it('hardening 8: a production start with the development session secret warns loudly on stderr', () => {
    const lines: string[] = [];
    warnAboutUnsafeConfig(getConfig({ NODE_ENV: 'production' }), (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SECURITY WARNING: SESSION_SECRET is not set/);

    // An empty value is no secret either.
    expect(unsafeConfigWarnings(getConfig({ NODE_ENV: 'production', SESSION_SECRET: '  ' }))).toHaveLength(1);
  });

  it('hardening 8: no warning with a real secret, or in development and tests', () => {
    expect(unsafeConfigWarnings(getConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48) }))).toEqual([]);
    expect(unsafeConfigWarnings(getConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(unsafeConfigWarnings(getConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });
});
