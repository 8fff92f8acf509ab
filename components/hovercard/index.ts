export { HovercardMount } from './HovercardMount';
