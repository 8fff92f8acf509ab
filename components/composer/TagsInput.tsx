import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import { RemovableChip, type ControlProps } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { normalizeTag, tagError } from './model';
import styles from './Composer.module.css';

interface TagsInputProps {
  control: ControlProps;
  tags: string[];
  onTags(tags: string[]): void;
  /** The text typed but not yet made a tag (the form adds it on submit). */
  text: string;
  onText(text: string): void;
  /** Why a tag was not added (null clears it). */
  onError(message: string | null): void;
  invalid: boolean;
}

/**
 * Tags as removable chips. Enter or a comma adds the typed tag (lowercased, 2-30 characters, at
 * most TOPIC_LIMITS.tagsMax); Backspace in the empty input removes the last one; every chip has
 * its own remove button. Changes are announced.
 */
export function TagsInput({ control, tags, onTags, text, onText, onError, invalid }: TagsInputProps) {
  const t = useT('composer');
  const errorTexts = useErrorTexts();
  const inputRef = useRef<HTMLInputElement>(null);
  const chipButtons = useRef(new Map<string, HTMLButtonElement>());
  const [announcement, setAnnouncement] = useState('');

  /** Adds the tags of `raws` in order; answers the tags after, and stops at the first refusal. */
  function add(raws: string[]): { tags: string[]; refused: string | null; refusedText: string } {
    let next = tags;
    for (let i = 0; i < raws.length; i += 1) {
      const tag = normalizeTag(raws[i]);
      if (!tag) continue;
      const error = tagError(tag, next, errorTexts);
      if (error) return { tags: next, refused: error, refusedText: raws.slice(i).join(', ') };
      if (!next.includes(tag)) next = [...next, tag];
    }
    return { tags: next, refused: null, refusedText: '' };
  }

  function commit(raws: string[], rest: string) {
    const result = add(raws);
    if (result.tags !== tags) {
      onTags(result.tags);
      const added = result.tags.slice(tags.length);
      setAnnouncement(t('tags.added', { count: added.length, tags: added.join(', ') }));
    }
    onError(result.refused);
    onText(result.refused ? result.refusedText : rest);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (text.trim()) commit([text], '');
      return;
    }
    if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      const removed = tags[tags.length - 1];
      onTags(tags.slice(0, -1));
      onError(null);
      setAnnouncement(t('tags.removed', { tag: removed }));
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    // A pasted list: every part before the last comma becomes a tag.
    if (value.includes(',')) {
      const parts = value.split(',');
      const rest = parts.pop() ?? '';
      commit(parts, rest);
      return;
    }
    onText(value);
  }

  function remove(index: number) {
    const removed = tags[index];
    const next = tags.filter((_, i) => i !== index);
    onTags(next);
    onError(null);
    setAnnouncement(t('tags.removed', { tag: removed }));
    // Focus goes to the next chip, else the input.
    const following = next[index];
    const target = following !== undefined ? chipButtons.current.get(following) : null;
    (target ?? inputRef.current)?.focus();
  }

  const full = tags.length >= TOPIC_LIMITS.tagsMax;
  return (
    <>
      <div className={styles.tagsBox} data-invalid={invalid}>
        {tags.length > 0 && (
          <ul className={styles.chips} aria-label={t('tags.chosen')}>
            {tags.map((tag, index) => (
              <RemovableChip
                key={tag}
                removeLabel={t('tags.remove', { tag })}
                onRemove={() => remove(index)}
                buttonRef={(node) => {
                  if (node) chipButtons.current.set(tag, node);
                  else chipButtons.current.delete(tag);
                }}
              >
                {tag}
              </RemovableChip>
            ))}
          </ul>
        )}
        <input
          {...control}
          ref={inputRef}
          name="tags"
          type="text"
          className={styles.tagsInput}
          value={text}
          autoComplete="off"
          autoCapitalize="none"
          enterKeyHint="enter"
          placeholder={full ? '' : t(tags.length === 0 ? 'tags.placeholder' : 'tags.another')}
          onChange={onChange}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
