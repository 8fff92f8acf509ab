/** hardening 14: zod never compiles parsers with `Function` in the browser (the CSP forbids eval). */
describe('instrumentation-client', () => {
  it('makes zod jitless without loading zod itself', async () => {
    await import('@/instrumentation-client');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
