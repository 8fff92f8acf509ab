import { Greeting } from '@/components/shell';
import { Button } from '@/components/ui';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import styles from './DiscussionsIntro.module.css';

/** The top of the discussions page: greeting and the ways to take part. */
export function DiscussionsIntro() {
  const dispatch = useAppDispatch();
  const { loggedIn, canPost } = useAppSelector(selectLogin);
  return (
    <section className={styles.hero} aria-labelledby="discussions-title">
      <Greeting className={styles.greeting} />
      <h1 id="discussions-title">Discussions</h1>
      <p className={styles.lead}>
        Questions, answers, AMAs and podcasts from people who build open source together.
      </p>
      <div className="row">
        {loggedIn ? (
          <Button onClick={() => dispatch(showModal({ name: 'invite' }))}>Invite a friend</Button>
        ) : (
          <Button onClick={() => dispatch(showModal({ name: 'login', props: { join: true, from: 'join' } }))}>
            Join the community
          </Button>
        )}
        <Button variant="secondary" onClick={() => dispatch(showModal({ name: 'promo' }))}>
          Get paid to contribute
        </Button>
      </div>
      {loggedIn && !canPost && (
        <p className={styles.note} role="note">
          Complete your registration to start posting.
        </p>
      )}
    </section>
  );
}
