import { useRef, useState } from 'react';
import { Avatar, Badge, Button, MemberPicker } from '@/components/ui';
import { EVENT_LIMITS, type EventCreator } from '@/lib/events/types';
import { useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import { lookupMembers } from '@/services/users';
import styles from './HostForm.module.css';

/** An organizer as the host form holds it (R3.4): the member and their bio. Every organizer is a host. */
export interface OrganizerValue {
  user: EventCreator;
  bio: string;
}

/** The lookup the picker asks (a module function, so the picker's effect stays put). */
const searchMembers = (query: string, signal: AbortSignal) => lookupMembers(query, { signal });

/**
 * The event's hosts (R3.4): the creator (always a host, not removable) and the co-hosts chosen
 * from members with the member picker, each with an optional bio shown on the event page. Every
 * host may edit the event. Removing a co-host moves focus back to the picker.
 */
export function OrganizersField({
  organizers,
  creatorUid,
  onChange,
  disabled = false,
}: {
  organizers: OrganizerValue[];
  creatorUid: number;
  onChange: (next: OrganizerValue[]) => void;
  disabled?: boolean;
}) {
  const t = useT('events');
  const pickerRef = useRef<HTMLInputElement>(null);
  // What changed, for screen readers (the list itself changes silently).
  const [said, setSaid] = useState('');
  const full = organizers.length >= EVENT_LIMITS.organizersMax;

  const setBio = (uid: number, bio: string) => onChange(organizers.map((o) => (o.user.uid === uid ? { ...o, bio } : o)));
  const remove = (organizer: OrganizerValue) => {
    onChange(organizers.filter((o) => o.user.uid !== organizer.user.uid));
    setSaid(t('organizers.removed', { name: displayName(organizer.user) }));
    pickerRef.current?.focus();
  };
  const add = (user: EventCreator) => {
    onChange([...organizers, { user, bio: '' }]);
    setSaid(t('organizers.added', { name: displayName(user) }));
  };

  return (
    <fieldset className={styles.organizers} disabled={disabled}>
      <legend>{t('organizers.legend')}</legend>
      <ul className={styles.organizerList} aria-label={t('organizers.list')}>
        {organizers.map((organizer) => {
          const name = displayName(organizer.user);
          const creator = organizer.user.uid === creatorUid;
          const bioId = `organizer-bio-${organizer.user.uid}`;
          return (
            <li key={organizer.user.uid} className={styles.organizer} data-testid="organizer">
              <div className={styles.organizerHead}>
                <Avatar src={organizer.user.picture} alt="" size={36} />
                <span className={styles.organizerName}>
                  {name}
                  {name !== organizer.user.username && <span className="muted"> @{organizer.user.username}</span>}
                </span>
                <Badge tone="accent">{creator ? t('organizers.creator') : t('organizers.cohost')}</Badge>
                {!creator && (
                  <Button variant="ghost" className={styles.organizerRemove} onClick={() => remove(organizer)} aria-label={t('organizers.removeLabel', { name })}>
                    {t('organizers.remove')}
                  </Button>
                )}
              </div>
              <label htmlFor={bioId} className={styles.bioLabel}>
                {t('organizers.bio', { name })} <span className="muted">{t('organizers.optional')}</span>
              </label>
              <textarea
                id={bioId}
                rows={2}
                maxLength={EVENT_LIMITS.bioMax}
                value={organizer.bio}
                onChange={(event) => setBio(organizer.user.uid, event.target.value)}
              />
            </li>
          );
        })}
      </ul>
      <MemberPicker
        label={t('organizers.add')}
        hint={full ? t('organizers.full', { max: EVENT_LIMITS.organizersMax }) : t('organizers.hint')}
        search={searchMembers}
        exclude={organizers.map((o) => o.user.uid)}
        onPick={add}
        disabled={disabled || full}
        inputRef={pickerRef}
      />
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </fieldset>
  );
}
