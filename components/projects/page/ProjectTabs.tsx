import { Link } from '@/components/ui/Link';
import { PROJECT_TAB_LABELS, PROJECT_TABS, projectTabPath, type ProjectTab } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import styles from './ProjectPage.module.css';

/**
 * The project's tabs (R1.11): each is its own address, so a tab is a link that works without
 * JavaScript and is server-rendered; the current one is marked `aria-current="page"`.
 */
export function ProjectTabs({ project, current }: { project: ProjectData; current: ProjectTab }) {
  return (
    <nav aria-label="Project sections" className={styles.tabs}>
      <ul>
        {PROJECT_TABS.map((tab) => (
          <li key={tab}>
            <Link href={projectTabPath(project, tab)} aria-current={tab === current ? 'page' : undefined} className={styles.tab} scroll={false}>
              {PROJECT_TAB_LABELS[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
