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

export function SkeletonLines({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div role="status" aria-busy="true" className="stack" style={{ gap: '0.5rem' }}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
