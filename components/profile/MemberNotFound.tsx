import { Link } from '@/components/ui/Link';
import styles from './Profile.module.css';
import { buttonClass, Card } from '@/components/ui';

/** A profile (or settings) address naming no member (served with status 404). */
export function MemberNotFound({ slug }: { slug: string }) {
  return (
    <Card className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Member not found</h1>
      <p>
        There is no member called <strong>{slug}</strong>. The account may have been renamed or deleted.
      </p>
      <Link href="/discussions" className={buttonClass('primary', { link: true })}>
        Back to discussions
      </Link>
    </Card>
  );
}
