/**
 * The player's icons (24×24, current colour, decorative: the control carries the name). Kept
 * here rather than in components/ui so the site's shared icon set does not grow on every page.
 */
import { StrokeIcon } from '@/components/ui/StrokeIcon';

const PATHS = {
  play: <path d="M7 4.5v15l13-7.5z" fill="currentColor" stroke="none" />,
  pause: (
    <>
      <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" stroke="none" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" stroke="none" />
    </>
  ),
  queueAdd: <path d="M3 6h12M3 12h12M3 18h8m8-5v8m-4-4h8" />,
  queued: <path d="M3 6h12M3 12h12M3 18h8m4-1 3 3 5-6" />,
  back: (
    <>
      <path d="M4 12a8 8 0 1 0 2.4-5.7" />
      <path d="M4 4v4h4" />
    </>
  ),
  forward: (
    <>
      <path d="M20 12a8 8 0 1 1-2.4-5.7" />
      <path d="M20 4v4h-4" />
    </>
  ),
  prev: <path d="M18 5v14L8 12zM6 5v14" />,
  next: <path d="M6 5v14l10-7zM18 5v14" />,
  expand: <path d="m6 15 6-6 6 6" />,
  collapse: <path d="m6 9 6 6 6-6" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  popup: (
    <>
      <path d="M14 4h6v6M20 4l-8 8" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
  volume: (
    <>
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7" />
    </>
  ),
  muted: (
    <>
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      <path d="m16 9 5 6m0-6-5 6" />
    </>
  ),
  remove: <path d="M5 12h14" />,
} as const;

export type PlayerIconName = keyof typeof PATHS;

export function PlayerIcon({ name, size = 20 }: { name: PlayerIconName; size?: number }) {
  return <StrokeIcon size={size}>{PATHS[name]}</StrokeIcon>;
}
