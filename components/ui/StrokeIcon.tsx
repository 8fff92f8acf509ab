import type { ReactNode } from 'react';

/**
 * The frame every icon set of the site draws in: a decorative 24×24 stroke icon in the current
 * colour (the control beside it or around it carries the name). The sets themselves stay apart
 * (components/ui/icons.tsx, the player's, the queue page's) so a page loads only the paths it
 * shows; import this file directly, not through the components/ui barrel.
 */
export function StrokeIcon({ size, className, name, children }: { size: number | string; className?: string; name?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {children}
    </svg>
  );
}
