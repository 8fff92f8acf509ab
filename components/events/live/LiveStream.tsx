import { unescapeText } from '@/lib/names';
import { useT } from '@/lib/i18n/useT';
import { selectEvent } from '@/store/feed/cache';
import { useAppSelector } from '@/store/hooks';
import { HlsPlayer } from './HlsPlayer';
import styles from './LiveStream.module.css';

/**
 * What may run inside an embedded player (issue 36): its own scripts and storage, its full screen
 * and its links opening a new tab; never this page's navigation.
 */
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox allow-forms';

/**
 * The live room's stream (issue 36; docs/features/events.md "The live room"): the event's `stream`
 * as the server parsed it (lib/events/stream.ts) — YouTube, Twitch, PeerTube or Jitsi in their
 * player, an HLS stream in a video, an audio stream in an audio player. Nothing without one.
 */
export function LiveStream({ id }: { id: number }) {
  const t = useT('events');
  const stream = useAppSelector((state) => selectEvent(state, id)?.stream ?? null);
  const eventTitle = useAppSelector((state) => selectEvent(state, id)?.title ?? '');
  if (!stream) return null;
  const title = t('live.stream', { title: unescapeText(eventTitle) });
  if (stream.kind === 'hls') return <HlsPlayer src={stream.src} title={title} />;
  if (stream.kind === 'audio') {
    return <audio className={styles.audio} controls preload="none" src={stream.src} aria-label={title} title={title} />;
  }
  return (
    <div className={styles.frame}>
      <iframe
        src={stream.src}
        title={title}
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={PLAYER_SANDBOX}
      />
    </div>
  );
}
