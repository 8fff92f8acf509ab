import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'dist/**', '.data/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'next-env.d.ts'] },
  // Layering: browser code (components, store, services, lib) never reaches into server/ ...
  { files: ['components/**', 'store/**', 'services/**', 'lib/**'], rules: { 'no-restricted-imports': ['error', serverImports] } },
  // ... and the server never imports browser code.
  { files: ['server/**', 'server.ts'], rules: { 'no-restricted-imports': ['error', clientImports] } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
];

export default config;
