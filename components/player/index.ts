/** Where the audio player lives (inside the app shell). */
export { PlayerMount } from './PlayerMount';
