/** The app shell (mounted once in _app) and the greeting other pages show. */
export { Greeting } from './Greeting';
export { PageNotFound } from './PageNotFound';
export { preloadMemberHeader } from './LazyMemberArea';
