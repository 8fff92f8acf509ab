import type { Ref } from 'react';
import { useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import type { MemberSuggestion } from '@/lib/users/types';
import { Avatar } from './Avatar';
import { SearchPicker } from './SearchPicker';

interface MemberPickerProps {
  label: string;
  /** Help text under the input (its description). */
  hint?: string;
  /** The lookup: members whose name starts with `query` (aborted when the query changes). Keep it stable (a module's function). */
  search: (query: string, signal: AbortSignal) => Promise<{ users: MemberSuggestion[] }>;
  /** Members already chosen: never suggested. */
  exclude?: ReadonlyArray<number>;
  onPick: (member: MemberSuggestion) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const memberKey = (member: MemberSuggestion) => member.uid;

function MemberOption(member: MemberSuggestion) {
  return (
    <>
      <Avatar src={member.picture} alt="" size={28} />
      <span>
        {displayName(member)}
        {member.fullname && <span className="muted"> @{member.username}</span>}
      </span>
    </>
  );
}

/**
 * Choosing a member by name: the search combobox (./SearchPicker.tsx) over a member lookup, each
 * suggestion with its picture, name and @username.
 */
export function MemberPicker({ search, ...rest }: MemberPickerProps) {
  // The lookup answers `{users}`; the combobox wants the list. Stable as long as `search` is.
  const t = useT('common');
  const lookup = memberLookup(search);
  return <SearchPicker {...rest} search={lookup} keyOf={memberKey} renderOption={MemberOption} noun={[t('picker.member'), t('picker.members')]} />;
}

const lookups = new WeakMap<MemberPickerProps['search'], (query: string, signal: AbortSignal) => Promise<MemberSuggestion[]>>();

function memberLookup(search: MemberPickerProps['search']) {
  let lookup = lookups.get(search);
  if (!lookup) {
    lookup = async (query, signal) => (await search(query, signal)).users;
    lookups.set(search, lookup);
  }
  return lookup;
}
