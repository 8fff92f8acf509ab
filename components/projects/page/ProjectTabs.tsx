import { Link } from '@/components/ui/Link';
import { useT } from '@/lib/i18n/useT';
import { PROJECT_TAB_LABELS, PROJECT_TABS, projectTabPath, type ProjectTab } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import styles from './ProjectPage.module.css';

/**
 * The project's tabs (R1.11): each is its own address, so a tab is a link that works without
 * JavaScript and is server-rendered; the current one is marked `aria-current="page"`.
 */
export function ProjectTabs({ project, current }: { project: ProjectData; current: ProjectTab }) {
  const t = useT('projects');
  return (
    <nav aria-label={t('tabs.label')} className={styles.tabs}>
      <ul>
        {PROJECT_TABS.map((tab) => (
          <li key={tab}>
            <Link href={projectTabPath(project, tab)} aria-current={tab === current ? 'page' : undefined} className={styles.tab} scroll={false}>
              {t(PROJECT_TAB_LABELS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
