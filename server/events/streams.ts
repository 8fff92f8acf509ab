import type { StreamAllow } from '@/lib/events/stream';
import { getConfig } from '../config';
import { publicOrigin } from '../http/origin';

/**
 * The site's stream allow-list (issue 36): the settings' PeerTube, Jitsi and media hosts, and the
 * site's host name for Twitch's player. Read each time (tests change the settings); the event
 * service checks addresses with it, the presenter turns them into what the live room plays, the
 * host form shows it, and the Content-Security-Policy is made from it (server/http/front.ts).
 */
export function streamAllow(): StreamAllow {
  const { streams } = getConfig();
  return { siteHost: new URL(publicOrigin()).hostname, ...streams };
}
