/** The app shell (mounted once in _app) and the greeting other pages show. */
export { AppShell } from './AppShell';
export { Greeting } from './Greeting';
export { PageNotFound } from './PageNotFound';
