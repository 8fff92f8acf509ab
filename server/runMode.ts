/**
 * Imported first by server.ts, before any package: the built server is a production one unless
 * NODE_ENV says otherwise (`npm run dev` says development). React and Next pick their production
 * or development builds when first loaded, and the session secret and public address are set up
 * before Next would default NODE_ENV itself (hardening 8); with it unset (`npm start`), React's
 * development build was loaded beside Next's production renderer.
 */
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });

export {};
