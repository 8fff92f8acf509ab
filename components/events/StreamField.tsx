import { TextField } from '@/components/ui';
import { streamOf, streamOrigins, type StreamAllow } from '@/lib/events/stream';
import { EVENT_LIMITS, type StreamKind } from '@/lib/events/types';
import { useT } from '@/lib/i18n/useT';

/** How the hint names a kind of stream: the services by their own names, the page's own players in words. */
const KIND_NAMES: Record<Exclude<StreamKind, 'hls' | 'audio'>, string> = { youtube: 'YouTube', twitch: 'Twitch', peertube: 'PeerTube', jitsi: 'Jitsi' };

const hostList = (hosts: readonly string[]): string => streamOrigins(hosts).map((origin) => origin.slice('https://'.length)).join(', ');

/**
 * The host form's "Stream address" (issue 36): the hint names what the site accepts (its own
 * allow-list, the one the server checks with) and, as the host types, what the address will play.
 */
export function StreamField({ value, error, onChange, streams }: { value: string; error?: string; onChange: (value: string) => void; streams: StreamAllow }) {
  const t = useT('events');
  const stream = value.trim() === '' ? null : streamOf(value, streams);
  const accepted = [
    t('host.streamHint'),
    streams.peertubeHosts.length > 0 ? t('host.streamPeertube', { hosts: hostList(streams.peertubeHosts) }) : null,
    streams.jitsiHosts.length > 0 ? t('host.streamJitsi', { hosts: hostList(streams.jitsiHosts) }) : null,
    streams.mediaHosts.length > 0 ? t('host.streamMedia', { hosts: hostList(streams.mediaHosts) }) : null,
  ].filter((part): part is string => part !== null);
  const plays = !stream
    ? null
    : stream.kind === 'hls'
      ? t('host.streamPlaysVideo')
      : stream.kind === 'audio'
        ? t('host.streamPlaysAudio')
        : t('host.streamPlays', { service: KIND_NAMES[stream.kind] });
  return (
    <TextField
      label={t('host.stream')}
      name="stream_url"
      type="url"
      inputMode="url"
      maxLength={EVENT_LIMITS.urlMax}
      value={value}
      onChange={onChange}
      error={error}
      hint={
        <>
          {accepted.join(' ')}
          <span aria-live="polite" data-testid="stream-plays">
            {plays ? ` ${plays}` : ''}
          </span>
        </>
      }
    />
  );
}
