/**
 * docs/REQUIREMENTS.md is the repository's own list of requirement numbers: every `R<n>.<m>` cited
 * in source, tests, scripts or docs must be listed there, so a citation always resolves inside the
 * repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { itWithSharedSpec, repoRoot, sharedSpecDir } from '../support/sharedSpec';

const requirementsFile = path.join(repoRoot, 'docs', 'REQUIREMENTS.md');
const citation = /\bR(\d+)\.(\d+)\b/g;
// Build output, installed packages and local data are not the repository's text.
const skippedDirs = new Set(['node_modules', '.git', '.next', 'dist', '.data', 'coverage', 'test-results']);
const textFile = /\.(?:[cm]?[jt]sx?|md|json|sql|scss|css|sh|ya?ml|txt)$|^run$/;

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : textFiles(full);
    return textFile.test(entry.name) ? [full] : [];
  });
}

/** Every R-number a text cites, in order of first appearance. */
function cited(text: string): string[] {
  return [...new Set([...text.matchAll(citation)].map((m) => m[0]))];
}

/** The R-numbers docs/REQUIREMENTS.md defines: each entry starts with its number in bold. */
function listed(text: string): string[] {
  return [...text.matchAll(/\*\*(R\d+\.\d+)\*\*/g)].map((m) => m[1]);
}

describe('docs/REQUIREMENTS.md', () => {
  const requirements = fs.readFileSync(requirementsFile, 'utf8');
  const numbers = listed(requirements);

  it('lists each requirement once, in order', () => {
    expect(numbers.length).toBeGreaterThan(90);
    expect(new Set(numbers).size).toBe(numbers.length);
    const key = (n: string) => n.slice(1).split('.').map(Number);
    const sorted = [...numbers].sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
    expect(numbers).toEqual(sorted);
  });

  it('lists every R-number cited in the source, tests, scripts and docs', () => {
    const known = new Set(numbers);
    const files = textFiles(repoRoot);
    // The walk reaches the places citations live.
    const relative = files.map((file) => path.relative(repoRoot, file));
    expect(relative).toEqual(expect.arrayContaining(['ARCHITECTURE.md', path.join('store', 'index.ts'), path.join('__tests__', 'client', 'lib', 'errors.test.ts')]));
    const unknown = files.flatMap((file) =>
      cited(fs.readFileSync(file, 'utf8'))
        .filter((n) => !known.has(n))
        .map((n) => `${n} (${path.relative(repoRoot, file)})`),
    );
    expect(unknown).toEqual([]);
  });

  // Skipped (with the reason printed) when the shared spec folder is absent, failed in CI.
  itWithSharedSpec('has exactly the numbers of the shared requirement checklist', () => {
    const spec = fs.readFileSync(path.join(sharedSpecDir, 'REQUIREMENTS.md'), 'utf8');
    expect(numbers).toEqual(cited(spec));
  });
});
