import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/useT';
import styles from './LiveStream.module.css';

/** What the page needs of a loaded HLS player: to stop it. */
interface Stoppable {
  destroy(): void;
}

/**
 * An HLS live stream (issue 36) in a `<video>`: the browser's own HLS where it has one (Safari,
 * iOS), else hls.js, fetched only now (a dynamic import: no page loads it before an HLS stream is
 * shown). A stream that cannot be played says so and links to its address.
 */
export function HlsPlayer({ src, title }: { src: string; title: string }) {
  const t = useT('events');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let stopped = false;
    let player: Stoppable | null = null;
    import('hls.js').then(
      ({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const hls = new Hls();
        player = hls;
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(element);
      },
      () => {
        if (!stopped) setFailed(true);
      },
    );
    return () => {
      stopped = true;
      player?.destroy();
    };
  }, [src]);

  return (
    <>
      <div className={styles.frame}>
        <video ref={video} controls playsInline preload="none" title={title} aria-label={title} />
      </div>
      {failed && (
        <p role="status">
          {t('live.unsupported')}{' '}
          <a href={src} target="_blank" rel="noopener noreferrer">
            {t('live.openStream')}
          </a>
        </p>
      )}
    </>
  );
}
