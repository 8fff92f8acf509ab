import type { MessageKey } from '@/lib/i18n/catalogues';
import type { MessageValues } from '@/lib/i18n/said';

/**
 * Times of the player in figures (`3:12`, `1:02:03`) and in words for assistive technology
 * (`3 minutes 12 seconds of 29 minutes`, a slider's aria-valuetext).
 */

/** The player namespace's messages in the page's language (`useT('player')`). */
export type PlayerT = (key: MessageKey<'player'>, values?: MessageValues) => string;

/** `m:ss` or `h:mm:ss`; unknown or negative times read `0:00`. */
export function clockTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** `1 hour 2 minutes 3 seconds`; zero parts left out; `0 seconds` for nothing. */
function spokenTime(seconds: number, t: PlayerT): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = [h > 0 ? t('time.hours', { count: h }) : '', m > 0 ? t('time.minutes', { count: m }) : '', s > 0 ? t('time.seconds', { count: s }) : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : t('time.seconds', { count: 0 });
}

/** A position slider's value text: `3 minutes 12 seconds of 29 minutes` (the length when known). */
export function positionText(current: number, duration: number, t: PlayerT): string {
  return duration > 0 ? t('time.position', { current: spokenTime(current, t), length: spokenTime(duration, t) }) : spokenTime(current, t);
}

/** `1×`, `1.25×`. */
export const speedText = (speed: number): string => `${Number(speed.toFixed(2))}×`;
