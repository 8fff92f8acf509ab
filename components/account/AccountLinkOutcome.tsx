import { useEffect } from 'react';
import { Link } from '@/components/ui/Link';
import { buttonClass, Card } from '@/components/ui';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import type { AccountLinkKind, AccountLinkOutcome as Outcome, AccountLinkPageProps } from '@/lib/users/links';
import { loadConfig } from '@/store/config/slice';
import { useAppDispatch } from '@/store/hooks';
import styles from './Account.module.css';

type Texts = Record<Outcome, { title: MessageKey<'account'>; text: MessageKey<'account'> }>;

const TEXTS: Record<AccountLinkKind, Texts> = {
  confirm: {
    done: { title: 'links.confirm.done', text: 'links.confirm.done.text' },
    none: { title: 'links.confirm.done', text: 'links.confirm.done.text' },
    problem: { title: 'links.confirm.problem', text: 'links.confirm.problem.text' },
  },
  unlock: {
    done: { title: 'links.unlock.done', text: 'links.unlock.done.text' },
    none: { title: 'links.unlock.none', text: 'links.unlock.none.text' },
    problem: { title: 'links.unlock.problem', text: 'links.unlock.problem.text' },
  },
};

/**
 * What following an account link did (issue 35), said in the page's first render: the address is
 * confirmed, the account unlocked (or no lock was left), or why the link was refused (the error
 * catalogue's text). A confirmed member's configuration is read again, so the reply box and the
 * composer open without a reload.
 */
export function AccountLinkOutcome({ kind, outcome, errorKey }: AccountLinkPageProps) {
  const t = useT('account');
  const { errorText } = useErrorTexts();
  const dispatch = useAppDispatch();
  const texts = TEXTS[kind][outcome];

  useEffect(() => {
    if (kind === 'confirm' && outcome === 'done') void dispatch(loadConfig());
  }, [dispatch, kind, outcome]);

  return (
    <Card className={styles.panel} aria-labelledby="account-link-title">
      <h1 id="account-link-title">{t(texts.title)}</h1>
      {errorKey ? <p role="alert">{errorText(errorKey)}</p> : null}
      <p role={errorKey ? undefined : 'status'}>{t(texts.text)}</p>
      <p>
        {kind === 'unlock' ? (
          <Link href="/login" className={buttonClass('primary', { link: true })}>
            {t('links.signIn')}
          </Link>
        ) : (
          <Link href="/discussions" className={buttonClass('primary', { link: true })}>
            {t('links.toDiscussions')}
          </Link>
        )}
      </p>
    </Card>
  );
}
