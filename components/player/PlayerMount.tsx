/**
 * Where the audio player lives: inside `_app`, outside the page, so playback survives route
 * changes. The podcast capability renders the player here.
 */
export function PlayerMount() {
  return <div id="audio-player" data-testid="player-mount" />;
}
