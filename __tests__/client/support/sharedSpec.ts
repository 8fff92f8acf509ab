/**
 * The product specification folder next to the repository (`../shared/spec`). Checkouts without
 * it still run every test that has its own copy of what it needs; a test that compares with the
 * folder itself is declared with `itWithSharedSpec`, so its absence is never a silent pass:
 * - folder present: the test runs;
 * - folder absent: the test is reported as skipped and the reason is printed;
 * - folder absent in CI (`CI=true`): the test fails, since CI must compare for real.
 */
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const sharedSpecDir = path.join(repoRoot, '..', 'shared', 'spec');
export const sharedSpecPresent = fs.existsSync(sharedSpecDir);

const inCi = process.env.CI === 'true';

export function itWithSharedSpec(name: string, fn: () => void): void {
  if (sharedSpecPresent) {
    it(name, fn);
  } else if (inCi) {
    it(name, () => {
      throw new Error(`${sharedSpecDir} is missing: CI must compare with the shared spec folder`);
    });
  } else {
    console.warn(`skipped "${name}": no shared spec folder at ${sharedSpecDir}`);
    it.skip(name, fn);
  }
}
