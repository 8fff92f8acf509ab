import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button, errorMessage, FormError, ListEmpty, ListError, TextField, useSubmit } from '@/components/ui';
import { REMOTE_EVENT_LIMITS, type RemoteEvent, type RemoteEvents as List } from '@/lib/federation/remoteEvents';
import { useT } from '@/lib/i18n/useT';
import { loadRemoteEvents, lookupRemoteEvent } from '@/services/federation';
import { EventCardSkeletons } from './EventCard';
import { RemoteEventCard } from './RemoteEventCard';
import styles from './Events.module.css';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; events: RemoteEvent[] };

/**
 * My events' "Elsewhere" tab (issue 38; docs/features/federation.md "Joining events elsewhere"):
 * the address of an event on another site is looked up and shown with its Join button; below,
 * the events elsewhere the member asked to join with where each request stands. One event shows
 * alike in both places: an answer replaces it in each.
 */
export function RemoteEvents() {
  const t = useT('events');
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<RemoteEvent | null>(null);
  const [list, setList] = useState<Loaded>({ status: 'loading' });
  const lookup = useSubmit();

  const fetchList = useCallback(
    () =>
      loadRemoteEvents().then(
        (answer): Loaded => ({ status: 'loaded', events: answer.events }),
        (err: unknown): Loaded => ({ status: 'failed', message: errorMessage(err, t('elsewhere.loadFailed')) }),
      ),
    [t],
  );
  useEffect(() => {
    let live = true;
    void fetchList().then((loaded) => live && setList(loaded));
    return () => {
      live = false;
    };
  }, [fetchList]);
  const retry = () => {
    setList({ status: 'loading' });
    void fetchList().then(setList);
  };

  const joined = (event: RemoteEvent) => {
    setFound((shown) => (shown?.iri === event.iri ? event : shown));
    setList((current) =>
      current.status !== 'loaded' ? current : { status: 'loaded', events: [event, ...current.events.filter((e) => e.iri !== event.iri)] },
    );
  };
  const left = (answer: List) => {
    setList({ status: 'loaded', events: answer.events });
    setFound((shown) => (shown && !answer.events.some((e) => e.iri === shown.iri) ? { ...shown, status: null } : shown));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = query.trim();
    if (typed !== '') void lookup.run(async () => setFound(await lookupRemoteEvent(typed)));
  };

  return (
    <div className="stack">
      <form className="stack" onSubmit={submit} aria-labelledby={headingId} noValidate>
        <p id={headingId} className="muted">
          {t('elsewhere.intro')}
        </p>
        <TextField
          label={t('elsewhere.label')}
          name="remote-event"
          type="url"
          value={query}
          onChange={setQuery}
          hint={t('elsewhere.hint')}
          placeholder="https://"
          autoComplete="off"
          maxLength={REMOTE_EVENT_LIMITS.addressMax}
          required
        />
        <FormError message={lookup.error} />
        <div>
          <Button type="submit" variant="secondary" busy={lookup.busy}>
            {t('elsewhere.find')}
          </Button>
        </div>
      </form>
      {found && (
        <section aria-label={t('elsewhere.found', { host: found.host })}>
          <RemoteEventCard event={found} onJoined={joined} onLeft={left} />
        </section>
      )}
      <section aria-label={t('elsewhere.list')} className={styles.feed}>
        {list.status === 'loading' && <EventCardSkeletons count={1} />}
        {list.status === 'failed' && <ListError title={t('elsewhere.loadFailed')} message={list.message} code={null} onRetry={retry} />}
        {list.status === 'loaded' && list.events.length === 0 && <ListEmpty title={t('elsewhere.empty')} />}
        {list.status === 'loaded' &&
          list.events.map((event) => <RemoteEventCard key={event.iri} event={event} onJoined={joined} onLeft={left} />)}
      </section>
    </div>
  );
}
