import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { CannotPostNote } from '@/components/account';
import { Button, buttonClass, Card } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import { ComposerForm } from './ComposerForm';
import { DraftsList } from './DraftsList';
import type { ComposePageProps } from './model';
import styles from './Composer.module.css';

/**
 * /compose: visitors are asked to log in, members who cannot post yet are told why, and members
 * get the composer with their drafts beside it.
 */
export function ComposePage(props: ComposePageProps) {
  const t = useT('composer');
  const router = useRouter();
  const { loggedIn, canPost } = useAppSelector(selectLogin);

  // Signed in on this page (the login dialog): load it again as a member.
  const needsReload = loggedIn && props.state === 'login';
  useEffect(() => {
    if (needsReload) void router.replace(router.asPath);
  }, [needsReload, router]);

  if (!loggedIn) return <LoginCard />;
  if (needsReload) return <p className="muted" role="status">{t('page.loading')}</p>;
  if (!canPost) return <CannotPostCard />;
  if (props.state === 'forbidden') {
    return (
      <Card className={styles.card} aria-labelledby="compose-forbidden">
        <h1 id="compose-forbidden">{t('forbidden.title')}</h1>
        <p role="alert">{t('forbidden.text')}</p>
        <Link href="/discussions" className={buttonClass('primary', { link: true })}>
          {t('forbidden.back')}
        </Link>
      </Card>
    );
  }
  if (props.state === 'notFound') {
    return (
      <Card className={styles.card} aria-labelledby="compose-not-found">
        <h1 id="compose-not-found">{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link href="/compose" className={buttonClass('primary', { link: true })}>
          {t('notFound.write')}
        </Link>
      </Card>
    );
  }
  if (props.state !== 'ok') return null;
  const { projects, categories, initialType, editing } = props;
  return (
    <div className={styles.layout}>
      <ComposerForm
        key={editing ? `post-${editing.pid}` : `new-${initialType}`}
        projects={projects}
        categories={categories}
        initialType={initialType}
        editing={editing}
      />
      <aside aria-label={t('drafts.label')}>
        <DraftsList currentPid={editing?.pid ?? null} />
      </aside>
    </div>
  );
}

/** Visitors: writing needs an account. */
function LoginCard() {
  const t = useT('composer');
  const dispatch = useAppDispatch();
  return (
    <Card className={styles.card} aria-labelledby="compose-login">
      <h1 id="compose-login">{t('login.title')}</h1>
      <p>{t('login.text')}</p>
      <Button onClick={() => dispatch(showModal({ name: 'login', props: { from: 'post' } }))}>
        {t('login.button')}
      </Button>
    </Card>
  );
}

/** Members who cannot post yet (R4.14: posting needs a group), and why. */
function CannotPostCard() {
  const t = useT('composer');
  return (
    <Card className={styles.card} aria-labelledby="compose-cannot-post">
      <h1 id="compose-cannot-post">{t('cannotPost.title')}</h1>
      <CannotPostNote />
    </Card>
  );
}
