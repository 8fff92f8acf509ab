import type { ErrorIssue } from '@/lib/errors/validation';
import { EVENT_LIMITS, type StreamDescriptor } from './types';

/**
 * The one rule for an event's stream address (issue 36, docs/features/events.md "The live room"):
 * what a host may name and what the live room plays for it. The server checks a saved address with
 * it, the host form says with it what an address will play, and the event answer carries its
 * result (`stream`) while the event is live. Addresses are parsed by the URL class: only `https:`,
 * no user name or password, no port, and the host one of the allowed ones exactly.
 *
 * - YouTube (`watch?v=`, `youtu.be/`, `/live/`, `/embed/`): the privacy-enhanced player;
 * - Twitch (`twitch.tv/{channel}`): its player, which wants the site's host name as `parent`;
 * - PeerTube (`/w/{id}`, `/videos/watch/{id}`) on the instances the site allows;
 * - Jitsi (`https://{host}/{room}`) on the servers the site allows (meet.jit.si unless set otherwise);
 * - HLS (`.m3u8`) and audio (`.mp3`, `.ogg`, `.opus`, `.m4a`, `.aac`) from the media hosts the site
 *   allows, played by the page itself.
 */

/** The hosts a stream may come from besides YouTube and Twitch (the site's settings). */
export interface StreamAllow {
  /** The site's host name (Twitch's player shows only inside a page of the `parent` it names). */
  siteHost: string;
  /** PeerTube instances (STREAM_PEERTUBE_HOSTS). */
  peertubeHosts: readonly string[];
  /** Jitsi servers (STREAM_JITSI_HOSTS, meet.jit.si when not set). */
  jitsiHosts: readonly string[];
  /** Where HLS and audio streams may be fetched from (STREAM_MEDIA_HOSTS). */
  mediaHosts: readonly string[];
}

/** The players every site may embed (the Content-Security-Policy's `frame-src` starts with these). */
const STREAM_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.twitch.tv'] as const;

/** The Jitsi servers allowed when STREAM_JITSI_HOSTS is not set. */
export const DEFAULT_JITSI_HOSTS = ['meet.jit.si'] as const;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTU_BE = 'youtu.be';
const TWITCH_HOSTS = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv']);
/** Twitch's own pages, which are not channels. */
const TWITCH_PAGES = new Set(['directory', 'videos', 'settings', 'downloads', 'jobs', 'search', 'login', 'signup', 'p', 'subscriptions', 'inventory', 'wallet', 'drops']);
const AUDIO_EXTENSIONS = ['.mp3', '.ogg', '.opus', '.m4a', '.aac'];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const TWITCH_CHANNEL = /^[A-Za-z0-9_]{3,25}$/;
const PEERTUBE_ID = /^[A-Za-z0-9-]{1,64}$/;
const JITSI_ROOM = /^[A-Za-z0-9._-]{1,128}$/;

/** A bare host name as the URL class spells it (lower case, IDN as punycode), else null. */
function hostName(value: string): string | null {
  const name = value.trim();
  if (name === '' || /[\s/\\?#@:%]/.test(name)) return null;
  try {
    const url = new URL(`https://${name}/`);
    // Letters, digits and dashes in each label (IDN as punycode): no wildcard reaches the CSP.
    const labels = url.hostname.split('.');
    return url.port === '' && labels.every((label) => /^[a-z0-9-]{1,63}$/.test(label)) ? url.hostname : null;
  } catch {
    return null;
  }
}

/** An allowed stream host as the URL class spells it, or null when `value` is not a public-looking host name (one with a dot). */
export function streamHostName(value: string): string | null {
  const host = hostName(value);
  return host !== null && host.includes('.') ? host : null;
}

/** The address as a URL the rule may look at: https, no credentials, no port, no spaces; else null. */
function parse(value: string): URL | null {
  if (value.length > EVENT_LIMITS.urlMax || !value.toLowerCase().startsWith('https://') || /[\s\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '' || url.hostname === '') return null;
  return url;
}

/** The path's segments without empty ones (`/w/abc/` → ['w', 'abc']). */
const segments = (url: URL): string[] => url.pathname.split('/').filter((part) => part !== '');

function youtube(url: URL): StreamDescriptor | null {
  const parts = segments(url);
  let id: string | null = null;
  if (url.hostname === YOUTU_BE) id = parts.length === 1 ? parts[0]! : null;
  else if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  else if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
  else if (parts.length === 2 && (parts[0] === 'live' || parts[0] === 'embed')) id = parts[1]!;
  return id !== null && YOUTUBE_ID.test(id) ? { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
}

function twitch(url: URL, allow: StreamAllow): StreamDescriptor | null {
  const parts = segments(url);
  const channel = parts.length === 1 ? parts[0]!.toLowerCase() : null;
  const parent = hostName(allow.siteHost);
  if (channel === null || !TWITCH_CHANNEL.test(channel) || TWITCH_PAGES.has(channel) || parent === null) return null;
  const src = new URL('https://player.twitch.tv/');
  src.searchParams.set('channel', channel);
  src.searchParams.set('parent', parent);
  return { kind: 'twitch', src: src.href };
}

function peertube(url: URL): StreamDescriptor | null {
  const parts = segments(url);
  const id =
    parts.length === 2 && parts[0] === 'w'
      ? parts[1]!
      : parts.length === 3 && parts[0] === 'videos' && (parts[1] === 'watch' || parts[1] === 'embed')
        ? parts[2]!
        : null;
  return id !== null && PEERTUBE_ID.test(id) ? { kind: 'peertube', src: `https://${url.hostname}/videos/embed/${id}` } : null;
}

function jitsi(url: URL): StreamDescriptor | null {
  const parts = segments(url);
  const room = parts.length === 1 ? parts[0]! : null;
  return room !== null && JITSI_ROOM.test(room) ? { kind: 'jitsi', src: `https://${url.hostname}/${room}` } : null;
}

function media(url: URL): StreamDescriptor | null {
  const path = url.pathname.toLowerCase();
  const src = `${url.origin}${url.pathname}${url.search}`;
  if (path.endsWith('.m3u8')) return { kind: 'hls', src };
  return AUDIO_EXTENSIONS.some((extension) => path.endsWith(extension)) ? { kind: 'audio', src } : null;
}

const among = (hosts: readonly string[], host: string): boolean => hosts.some((allowed) => streamHostName(allowed) === host);

/** What the live room plays for a stream address, or null when the address is not one the site accepts. */
export function streamOf(address: unknown, allow: StreamAllow): StreamDescriptor | null {
  if (typeof address !== 'string') return null;
  const url = parse(address.trim());
  if (!url) return null;
  const host = url.hostname;
  if (host === YOUTU_BE || YOUTUBE_HOSTS.has(host)) return youtube(url);
  if (TWITCH_HOSTS.has(host)) return twitch(url, allow);
  if (among(allow.peertubeHosts, host)) return peertube(url);
  if (among(allow.jitsiHosts, host)) return jitsi(url);
  if (among(allow.mediaHosts, host)) return media(url);
  return null;
}

/** Why a stream address is refused (`invalid-url`), or null: '' (no stream) or an address streamOf accepts. */
export function streamUrlIssue(address: unknown, allow: StreamAllow): ErrorIssue | null {
  if (address === '') return null;
  return streamOf(address, allow) ? null : { key: 'invalid-url', args: [] };
}

/** The `https://{host}` origins of a list of host names (bad entries left out, each once). */
export function streamOrigins(hosts: readonly string[]): string[] {
  const names = hosts.map(streamHostName).filter((host): host is string => host !== null);
  return [...new Set(names)].map((host) => `https://${host}`);
}

/** The origins the live room may frame: YouTube's and Twitch's players, then the PeerTube and Jitsi hosts. */
export function streamFrameOrigins(allow: Pick<StreamAllow, 'peertubeHosts' | 'jitsiHosts'>): string[] {
  return [...new Set([...STREAM_PLAYER_ORIGINS, ...streamOrigins([...allow.peertubeHosts, ...allow.jitsiHosts])])];
}
