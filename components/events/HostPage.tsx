import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { Button, buttonClass, Card } from '@/components/ui';
import type { EventHostPageProps } from '@/lib/ssr/seed';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { HostForm } from './HostForm';

/**
 * /events/host: visitors are asked to log in, members who cannot post yet are told why (hosting is
 * posting, R4.14), and members get the host form (a new event, or `?id=` one they host).
 */
export function HostPage(props: EventHostPageProps) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { loggedIn, canPost } = useAppSelector(selectLogin);

  // Signed in on this page (the login dialog): load it again as a member.
  const needsReload = loggedIn && props.state === 'login';
  useEffect(() => {
    if (needsReload) void router.replace(router.asPath);
  }, [needsReload, router]);

  if (!loggedIn) {
    return (
      <Card aria-labelledby="host-login">
        <h1 id="host-login">Log in to host an event</h1>
        <p>Webinars, AMAs, tutorials, live coding and announcements: log in or join the community first.</p>
        <Button onClick={() => dispatch(showModal({ name: 'login', props: { from: 'post' } }))}>Log in</Button>
      </Card>
    );
  }
  if (needsReload) {
    return (
      <p className="muted" role="status">
        Loading the form…
      </p>
    );
  }
  if (!canPost) {
    return (
      <Card aria-labelledby="host-cannot">
        <h1 id="host-cannot">You cannot host events yet</h1>
        <p>Hosting needs a complete registration and membership of a group.</p>
      </Card>
    );
  }
  if (props.state === 'notFound' || props.state === 'forbidden') {
    return (
      <Card aria-labelledby="host-missing">
        <h1 id="host-missing">{props.state === 'forbidden' ? 'You cannot edit this event' : 'Event not found'}</h1>
        <p role="alert">{props.state === 'forbidden' ? 'Only its hosts can change it.' : 'This event does not exist or was deleted.'}</p>
        <Link href="/events/host" className={buttonClass('primary', { link: true })}>
          Host a new event
        </Link>
      </Card>
    );
  }
  if (props.state !== 'ok') return null;
  return (
    <>
      <h1>{props.editing ? `Edit “${props.editing.title}”` : 'Host an event'}</h1>
      <HostForm key={props.editing ? `event-${props.editing.id}` : 'new'} editing={props.editing} />
    </>
  );
}
