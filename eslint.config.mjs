import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Zone paths below are relative to the repository root, whatever directory eslint runs from.
const root = path.dirname(fileURLToPath(import.meta.url));

const serverImports = {
  patterns: [
    { group: ['@/server', '@/server/*', '**/server/*', '../server', '../../server'], message: 'Client code must not import server modules; call the API through services/.' },
  ],
};

const clientImports = {
  patterns: [
    { group: ['@/components/*', '@/store/*', '@/services/*', '**/components/*', '**/store/*', '**/services/*', '**/pages/*'], message: 'Server modules must not import client code.' },
  ],
};

// Every page's <head> comes from the one PageHead (components/ui/PageHead.tsx, its tags in
// PageHeadTags.tsx): the title suffix, description, canonical, OpenGraph, Twitter and noindex
// cannot be forgotten by a page.
const headImport = { name: 'next/head', message: 'Use PageHead from @/components/ui for the page head.' };

// Every link is components/ui/Link.tsx: a page's code loads when a reader points at its link, not
// when the link scrolls into view (docs/DECISIONS.md "Links load their page's code on intent").
const linkImport = { name: 'next/link', message: 'Use Link from @/components/ui/Link.' };

// The feature folders of components/ (every folder but the shared primitives in components/ui).
const componentFeatures = fs
  .readdirSync(path.join(root, 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
  .map((entry) => entry.name);

/**
 * Import zones (`import/no-restricted-paths`). The rule resolves every import (the `@/` alias
 * through eslint-import-resolver-typescript, which eslint-config-next already registers), so a
 * zone holds for `@/x`, relative and dynamic `import()` alike. `target` is the importing file,
 * `from` what it may not import, `except` the allowed holes (globs when `from` is a glob).
 */
const zones = [
  // lib/ is the shared bottom layer: pure helpers and contracts used by the server and the
  // client, so it depends on nothing above it.
  {
    target: './lib',
    from: ['./store', './services', './components', './server', './pages'],
    message: 'lib/ is the bottom layer: it imports only lib/ and packages.',
  },
  // A feature's components use another feature only through its public surface: the feature's
  // index.ts, or the shared primitives in components/ui/. Inside its own folder anything goes.
  ...componentFeatures.map((feature) => ({
    target: `./components/${feature}`,
    from: `${root}/components/*/**`,
    except: [
      `${root}/components/${feature}/**`,
      `${root}/components/ui/**`,
      `${root}/components/*/index.{ts,tsx}`,
    ],
    message: `components/${feature} may use another feature only through its index.ts, or components/ui/.`,
  })),
  // Pages (not API routes) load data through their loader in server/ssr/; the feature's server
  // modules (services, repositories, permissions) are reached from there, never from pages/.
  {
    target: ['./pages/*.tsx', './pages/!(api)/**'],
    from: './server',
    except: ['./ssr'],
    message: 'Pages reach the server only through server/ssr/* (withAppConfig and the page loaders).',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['public/mockServiceWorker.js', '.next/**', 'dist/**', '.data/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'next-env.d.ts'] },
  // Layering: browser code (components, store, services, lib) never reaches into server/ ...
  { files: ['components/**', 'store/**', 'services/**', 'lib/**', 'mocks/**'], rules: { 'no-restricted-imports': ['error', { ...serverImports, paths: [headImport, linkImport] }] } },
  { files: ['pages/**'], rules: { 'no-restricted-imports': ['error', { paths: [headImport, linkImport] }] } },
  { files: ['components/ui/PageHeadTags.tsx'], rules: { 'no-restricted-imports': ['error', { ...serverImports, paths: [linkImport] }] } },
  { files: ['components/ui/Link.tsx'], rules: { 'no-restricted-imports': ['error', { ...serverImports, paths: [headImport] }] } },
  // ... and the server never imports browser code.
  { files: ['server/**', 'server.ts'], rules: { 'no-restricted-imports': ['error', clientImports] } },
  // The `import` plugin and its resolvers come from eslint-config-next (registered above).
  { files: ['**/*.{ts,tsx}'], rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones }] } },
  {
    // No import cycles in the application code (type-only imports do not count: they vanish at
    // compile time). Run time: the rule first groups the import graph into strongly connected
    // components; left alone it parses every package's type definitions for that and took over
    // a minute of a lint run on 2 cores. Packages are not part of any cycle of ours, so they are
    // neither parsed (import/ignore) nor followed (ignoreExternal), which
    // halves the rule's time. Tests and
    // scripts are leaves nobody imports, so they are not checked.
    files: ['{components,store,services,lib,server,pages}/**/*.{ts,tsx}', 'server.ts'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    rules: {
      // `interface LazyLoadedSlices extends WithSlice<typeof slice> {}`: how an injected slice joins
      // the store's state type (store/index.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Counts and dates in text have one implementation each (lib/numbers.ts, lib/dates.ts,
    // lib/events/display.ts); a formatter made in a component also costs a page's first render
    // ICU's data (docs/DECISIONS.md "Counts without ICU on first render").
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'store/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='toLocaleString']", message: 'Use formatCount or countOf from @/lib/numbers.' },
        { selector: "NewExpression[callee.object.name='Intl']", message: 'Format through lib/numbers.ts or lib/dates.ts, not a formatter in a component.' },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
];

export default config;
