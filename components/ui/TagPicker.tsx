import type { Ref } from 'react';
import { useLocale, useT } from '@/lib/i18n/useT';
import { formatCount } from '@/lib/numbers';
import { SearchPicker } from './SearchPicker';

/** A tag as the suggestions offer it: its name and how many posts, events and projects carry it. */
interface TagSuggestion {
  value: string;
  count: number;
}

/**
 * R7.4: the tags that start with (or are spelt like) the text, most used first, through the one
 * call that suggests tags (`GET /search?term=*&facetQuery=tags:{text}`, services/search.ts), whose
 * module loads with the first lookup: a feed's filters show the picker, few readers type in it.
 */
async function tagSuggestions(text: string, signal: AbortSignal): Promise<TagSuggestion[]> {
  const { suggestTags } = await import('@/services/search');
  const answer = await suggestTags(text, signal);
  return answer.facet_counts[0]?.counts ?? [];
}

const tagKey = (tag: TagSuggestion) => tag.value;

/** A suggestion: the tag and its count, in the page's language. */
function TagOption({ tag }: { tag: TagSuggestion }) {
  const locale = useLocale();
  return (
    <span>
      #{tag.value} <span className="muted">({formatCount(tag.count, locale)})</span>
    </span>
  );
}

const renderTag = (tag: TagSuggestion) => <TagOption tag={tag} />;

interface TagPickerProps {
  label: string;
  /** Help text under the input. */
  hint?: string;
  /** Tags already chosen: never suggested. */
  exclude?: ReadonlyArray<string>;
  onPick: (tag: string) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/**
 * Choosing a tag the community uses (R7.4): the search combobox (./SearchPicker.tsx) over the tag
 * suggestions; the screens that take tags use it (the composer, the explore and feed filters).
 */
export function TagPicker({ onPick, ...rest }: TagPickerProps) {
  const t = useT('common');
  const noun = [t('picker.tag'), t('picker.tags')] as const;
  return <SearchPicker {...rest} search={tagSuggestions} keyOf={tagKey} renderOption={renderTag} noun={noun} onPick={(tag) => onPick(tag.value)} />;
}
