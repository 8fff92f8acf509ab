import { Link } from '@/components/ui/Link';
import { buttonClass } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import styles from './Projects.module.css';

/**
 * "Add a project" (R1.10): a link to `/projects?addnow=true` (which opens the add-project dialog);
 * with the app running, a click opens the dialog in place. A visitor signs in first (the dialog
 * host asks).
 */
function AddProjectButton() {
  const t = useT('projects');
  const dispatch = useAppDispatch();
  return (
    <Link
      href="/projects?addnow=true"
      className={buttonClass('primary', { link: true })}
      onClick={(event) => {
        event.preventDefault();
        dispatch(showModal({ name: 'addProject' }));
      }}
    >
      {t('intro.add')}
    </Link>
  );
}

/** The projects pages' heading with the ways on: My projects (or all projects) and Add a project. */
export function ProjectsIntro({ title, other }: { title: string; other: { href: string; label: string } }) {
  return (
    <div className={styles.head}>
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.actions}>
        <Link href={other.href} className={buttonClass('secondary', { link: true })}>
          {other.label}
        </Link>
        <AddProjectButton />
      </div>
    </div>
  );
}
