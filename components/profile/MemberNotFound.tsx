import { Link } from '@/components/ui/Link';
import { useT } from '@/lib/i18n/useT';
import styles from './Profile.module.css';
import { buttonClass, Card } from '@/components/ui';
import { aroundPart, PART } from '@/lib/i18n/part';

/** A profile (or settings) address naming no member (served with status 404). */
export function MemberNotFound({ slug }: { slug: string }) {
  const t = useT('profile');
  const [before, after] = aroundPart(t('notFound.text', { name: PART }));
  return (
    <Card className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>
        {before}
        <strong>{slug}</strong>
        {after}
      </p>
      <Link href="/discussions" className={buttonClass('primary', { link: true })}>
        {t('notFound.back')}
      </Link>
    </Card>
  );
}
