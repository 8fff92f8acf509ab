import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `section` (default, name it with aria-labelledby), an `article` or a `div`. */
  as?: 'section' | 'article' | 'div' | 'aside' | 'header';
  children: ReactNode;
}

/** A surface with border, radius, padding and shadow (the `.card` of the design tokens). */
export function Card({ as: Element = 'section', className, children, ...rest }: CardProps) {
  return (
    <Element {...rest} className={className ? `card ${className}` : 'card'}>
      {children}
    </Element>
  );
}
