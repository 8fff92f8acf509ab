import { Greeting } from '@/components/shell';
import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { postingRefusal } from '@/lib/users/posting';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import styles from './DiscussionsIntro.module.css';

/** The top of the discussions page: greeting and the ways to take part. */
export function DiscussionsIntro() {
  const t = useT('discussions');
  const dispatch = useAppDispatch();
  const { loggedIn, canPost, user } = useAppSelector(selectLogin);
  return (
    <section className={styles.hero} aria-labelledby="discussions-title">
      <Greeting className={styles.greeting} />
      <h1 id="discussions-title">{t('intro.title')}</h1>
      <p className={styles.lead}>
        {t('intro.lead')}
      </p>
      <div className="row">
        {loggedIn ? (
          <Button onClick={() => dispatch(showModal({ name: 'invite' }))}>{t('intro.invite')}</Button>
        ) : (
          <Button onClick={() => dispatch(showModal({ name: 'login', props: { join: true, from: 'join' } }))}>
            {t('intro.join')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => dispatch(showModal({ name: 'promo' }))}>
          {t('intro.promo')}
        </Button>
      </div>
      {loggedIn && !canPost && (
        <p className={styles.note} role="note">
          {t(postingRefusal(user) === 'email-not-confirmed' ? 'intro.confirm' : 'intro.note')}
        </p>
      )}
    </section>
  );
}
