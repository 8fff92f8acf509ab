/**
 * The queue page's icons (24×24, current colour, decorative: the control carries the name). Kept
 * here, with the page, so the site's shared icon set (components/ui) does not grow on every page.
 */
import { StrokeIcon } from '@/components/ui/StrokeIcon';

const PATHS = {
  up: <path d="M12 19V5m-7 7 7-7 7 7" />,
  down: <path d="M12 5v14m7-7-7 7-7-7" />,
  grip: (
    <>
      <circle cx="9" cy="6" r="1" fill="currentColor" />
      <circle cx="15" cy="6" r="1" fill="currentColor" />
      <circle cx="9" cy="12" r="1" fill="currentColor" />
      <circle cx="15" cy="12" r="1" fill="currentColor" />
      <circle cx="9" cy="18" r="1" fill="currentColor" />
      <circle cx="15" cy="18" r="1" fill="currentColor" />
    </>
  ),
  remove: (
    <>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
    </>
  ),
};

export function QueueIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <StrokeIcon size="1.1em" name={name}>
      {PATHS[name]}
    </StrokeIcon>
  );
}
