import { snippetParts } from '@/lib/search/snippet';
import styles from './Search.module.css';

/**
 * A search highlight (escaped text with `<mark>`, R3.12) rendered as React text and `<mark>`
 * elements: split on the mark tags, never parsed as HTML (lib/search/snippet.ts). The runs between
 * marks are text nodes of the snippet's span, not elements of their own (nothing styles them).
 */
export function Snippet({ snippet, className }: { snippet: string; className?: string }) {
  return (
    <span className={className}>
      {snippetParts(snippet).map((part, index) =>
        part.mark ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
