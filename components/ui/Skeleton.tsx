import type { CSSProperties } from 'react';

/** Placeholder blocks shown while content loads (announced once as "Loading"). */
export function Skeleton({ width = '100%', height = '1rem', rounded = false, className = '' }: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  rounded?: boolean;
  className?: string;
}) {
  return <span className={`skeleton ${className}`} style={{ display: 'block', width, height, borderRadius: rounded ? '999px' : undefined }} aria-hidden="true" />;
}
