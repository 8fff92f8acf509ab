/** What other features use of the audio queue: the inline player of one episode. */
export { EpisodePlayer } from './EpisodePlayer';
