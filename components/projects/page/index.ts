/** What other features use of the project page: the page itself (the route renders it). */
export { ProjectPage } from './ProjectPage';
