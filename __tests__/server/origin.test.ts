import { configuredPublicUrl, publicOrigin, publicUrl, publicUrlProblems, PublicUrlError } from '@/server/http/origin';

/** Hardening 15: every absolute address comes from PUBLIC_URL (or localhost in development). */
describe('the public origin', () => {
  it('hardening 15: PUBLIC_URL is the origin; without it http://localhost:PORT', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://community.example.org/' })).toBe('https://community.example.org');
    expect(publicOrigin({ PUBLIC_URL: ' https://Community.Example.org ' })).toBe('https://community.example.org');
    expect(publicOrigin({ PUBLIC_URL: 'http://127.0.0.1:4100' })).toBe('http://127.0.0.1:4100');
    expect(publicOrigin({ PORT: '4200' })).toBe('http://localhost:4200');
    expect(publicOrigin({})).toBe('http://localhost:3000');
    expect(publicUrl('/post/12', { PUBLIC_URL: 'https://community.example.org' })).toBe('https://community.example.org/post/12');
  });

  it('hardening 15: a PUBLIC_URL that is not an http(s) origin is refused', () => {
    for (const bad of ['javascript:alert(1)', 'community.example.org', 'https://community.example.org/forum', 'ftp://x.example', 'https://u:p@x.example', 'https://x.example/?a=1']) {
      expect(() => configuredPublicUrl({ PUBLIC_URL: bad })).toThrow(PublicUrlError);
    }
    expect(configuredPublicUrl({ PUBLIC_URL: '' })).toBeNull();
  });

  it('hardening 15: a production start without PUBLIC_URL is warned about; development is not', () => {
    expect(publicUrlProblems({ NODE_ENV: 'production' })).toMatch(/PUBLIC_URL is not set/);
    expect(publicUrlProblems({ NODE_ENV: 'production', PUBLIC_URL: 'https://community.example.org' })).toBeNull();
    expect(publicUrlProblems({ NODE_ENV: 'development' })).toBeNull();
  });
});
