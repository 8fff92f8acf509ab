/**
 * What other features use of the projects client: the project picker (the composer, the event
 * host form) and the follow toggle.
 */
export { ProjectPicker, type PickedProject } from './ProjectPicker';
