import styles from './Avatar.module.css';

const DEFAULT_AVATAR = '/avatars/default.svg';

interface AvatarProps {
  /** The member's picture URL; empty shows the default silhouette. */
  src: string | null | undefined;
  /** Text alternative, e.g. "Ada Lovelace's avatar"; empty when a name is printed next to it. */
  alt: string;
  size?: number;
  className?: string;
}

/** A round member picture: a site path (built-in, initials or upload; never off-site), a plain img. */
export function Avatar({ src, alt, size = 48, className }: AvatarProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- member pictures are site paths of any size and kind (SVG, uploads)
    <img
      src={src || DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      loading="lazy"
      decoding="async"
    />
  );
}
