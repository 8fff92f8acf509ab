import { Link } from '@/components/ui/Link';
import { MomentTime } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { moderationLogPath } from '@/lib/moderation/types';
import { isolated } from '@/lib/text';
import { useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import styles from './Moderation.module.css';

/**
 * What a suspended member sees at the top of every page (issue 35): that they are suspended, until
 * when and why, what they can still do, and where their moderation log is. The configuration
 * every page carries says it (`user.suspension`, only while the suspension holds).
 */
export function SuspensionNotice() {
  const t = useT('common');
  const { user } = useAppSelector(selectLogin);
  const suspension = user?.suspension;
  if (!user || !suspension) return null;
  return (
    <section className={`danger-panel ${styles.notice}`} aria-labelledby="suspension-notice">
      <h2 id="suspension-notice">{t('suspension.title')}</h2>
      <p>
        {suspension.until === null ? t('suspension.untilLifted') : t('suspension.until')}{' '}
        {suspension.until !== null && <MomentTime value={suspension.until} />}
      </p>
      <p>{t('suspension.can')}</p>
      {suspension.reason && <p>{t('suspension.reason', { reason: isolated(suspension.reason) })}</p>}
      <p>
        <Link href={moderationLogPath(user.userslug)}>{t('suspension.log')}</Link>
      </p>
    </section>
  );
}
