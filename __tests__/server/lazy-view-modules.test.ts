import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCES = ['components', 'pages', 'lib'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Every `lazyView(…)` call in the app: its file, the path it imports and its options as written. */
function lazyViewCalls() {
  return SOURCES.flatMap(sourceFiles).flatMap((file) => {
    const code = fs.readFileSync(path.join(ROOT, file), 'utf8');
    return code
      .split(/\blazyView\(/)
      .slice(1)
      .map((call) => call.slice(0, call.search(/\}\);|\}\)\s*:/) + 1))
      .filter((call) => call.includes('import('))
      .map((call) => ({ file, imports: /import\('([^']+)'\)/.exec(call)![1], call }));
  });
}

describe('server-rendered lazy views name their code (lib/react/lazyView.tsx, `module`)', () => {
  const calls = lazyViewCalls();

  it('finds the calls', () => {
    expect(calls.filter((c) => c.call.includes('server:')).length).toBeGreaterThanOrEqual(6);
  });

  it.each(calls.filter((c) => c.call.includes('server:')).map((c) => [`${c.file} -> ${c.imports}`, c]))(
    '%s: as Next\'s loadable manifest names it, so its code comes with the page',
    (_name, { file, imports, call }) => {
      expect(/module: '([^']+)'/.exec(call)?.[1]).toBe(`${file} -> ${imports}`);
    },
  );

  it('a view the server does not render names no code to load before hydration', () => {
    for (const { file, call } of calls.filter((c) => !c.call.includes('server:'))) expect([file, call.includes('module:')]).toEqual([file, false]);
  });
});
