/**
 * Rules about audio both sides apply (the track resolver, the podcast feeds, the pages' JSON-LD).
 */

const AUDIO_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  flac: 'audio/flac',
};

/** The audio's MIME type from its address's extension, null when unknown. */
export function audioTypeOf(src: string): string | null {
  const path = (src.split(/[?#]/)[0] ?? '').toLowerCase();
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  if (dot <= slash) return null;
  return AUDIO_TYPES[path.slice(dot + 1)] ?? null;
}

/** Seconds as an ISO 8601 duration (`PT1H2M3S`, `PT0S`), as schema.org and feeds expect. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return `PT${parts}`;
}
