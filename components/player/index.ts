/** The audio player: its mount point (inside the app shell) and the play buttons. */
export { PlayerMount } from './PlayerMount';
export { PlayButtons } from './PlayButtons';
