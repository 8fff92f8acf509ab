/** The installable, offline-readable app (issue 37, docs/features/pwa.md): mounted once by pages/_app.tsx. */
export { PwaMount } from './PwaMount';
