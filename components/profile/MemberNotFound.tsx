import Link from 'next/link';
import styles from './Profile.module.css';

/** A profile (or settings) address naming no member (served with status 404). */
export function MemberNotFound({ slug }: { slug: string }) {
  return (
    <section className={`card ${styles.notFound}`} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Member not found</h1>
      <p>
        There is no member called <strong>{slug}</strong>. The account may have been renamed or deleted.
      </p>
      <Link href="/discussions" className="button">
        Back to discussions
      </Link>
    </section>
  );
}
