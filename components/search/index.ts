/**
 * What other features use of the search client: the site search box (the header's, on every page;
 * its instant results load on first focus) that the phone's search sheet holds too.
 */
export { SearchBox } from './SearchBox';
