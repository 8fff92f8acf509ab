import { ProjectPage } from '@/components/projects/page';
import type { ProjectPageProps } from '@/lib/ssr/seed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadProjectPage } from '@/server/ssr/projects';

/**
 * `/projects/{id}/{name}` and its views (`/questions`, `/events`, `/community`, `/faq`,
 * `/resources/{type}`, `/questions/{tid}/{words}`) (R1.11, R1.15): rendered in full on the server.
 */
export const getServerSideProps = withAppConfig(loadProjectPage, { messages: ['account', 'projects', 'discussions', 'events', 'topic'] });

export default function ProjectRoute(props: ProjectPageProps) {
  return <ProjectPage {...props} />;
}
