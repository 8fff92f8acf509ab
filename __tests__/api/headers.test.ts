import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

/** Hardening 14: API answers (and uploads, served through the API) carry the security headers. */
const app = setUpTestApp();

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
}

describe('security headers on API answers', () => {
  it('hardening 14: a read, an error and an upload path all carry them', async () => {
    const agent = new Agent(app().url);
    const config = await agent.get('/api/config');
    expect(config.status).toBe(200);
    expectSecurityHeaders(config.headers);
    const missing = await agent.get('/api/user/nobody-here');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
    const upload = await agent.get('/uploads/files/none.png');
    expect(upload.status).toBe(404);
    expectSecurityHeaders(upload.headers);
  });
});
