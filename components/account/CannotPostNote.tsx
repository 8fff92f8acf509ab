import { Link } from '@/components/ui/Link';
import { buttonClass } from '@/components/ui';
import { useAppSelector } from '@/store/hooks';
import { selectConfig } from '@/store/selectors';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { postingRefusal } from '@/lib/users/posting';
import { ResendConfirmation } from './ResendConfirmation';

/** What the member will be able to do: post (the composer) or reply (the reply box). */
type CannotPostAction = 'post' | 'reply';

const NO_GROUP: Record<CannotPostAction, MessageKey<'account'>> = { post: 'cannotPost.noGroup.post', reply: 'cannotPost.noGroup.reply' };
const UNFINISHED: Record<CannotPostAction, MessageKey<'account'>> = { post: 'cannotPost.unfinished.post', reply: 'cannotPost.unfinished.reply' };
const SUSPENDED: Record<CannotPostAction, MessageKey<'account'>> = { post: 'cannotPost.suspended.post', reply: 'cannotPost.suspended.reply' };
const UNCONFIRMED: Record<CannotPostAction, MessageKey<'account'>> = { post: 'cannotPost.unconfirmed.post', reply: 'cannotPost.unconfirmed.reply' };

/**
 * Why a signed-in member cannot post yet (R4.14: posting needs a group), with the way out: a
 * member who has not finished registration (the consent step) is sent to finish it; a suspended
 * member (issue 35) is told so (the notice at the top of the page says until when and why); a new
 * member whose address is not confirmed yet (issue 35) is told to follow the mail's link and may
 * ask for another; a registered member without a group is told to ask an administrator. The
 * composer and the reply box both say it.
 */
export function CannotPostNote({ action = 'post' }: { action?: CannotPostAction }) {
  const t = useT('account');
  const config = useAppSelector(selectConfig);
  if (config?.registrationComplete) {
    if (postingRefusal(config.user) === 'email-not-confirmed') {
      return (
        <>
          <p>{t(UNCONFIRMED[action])}</p>
          <ResendConfirmation />
        </>
      );
    }
    return <p>{t(config.user?.suspension ? SUSPENDED[action] : NO_GROUP[action])}</p>;
  }
  return (
    <>
      <p>{t(UNFINISHED[action])}</p>
      <Link href="/register/complete" className={buttonClass('primary', { link: true })}>
        {t('cannotPost.complete')}
      </Link>
    </>
  );
}
