import { MyProjects } from '@/components/projects/MyProjects';
import { ProjectsIntro } from '@/components/projects/ProjectsIntro';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';

/** /projects/my-projects (R1.10): the projects the member maintains or follows (visitors are asked to log in). No data of its own: the list loads in the browser. */
export const getServerSideProps = withAppConfig(async () => ({ props: {} }), { messages: ['projects'] });

export default function MyProjectsPage() {
  const t = useT('projects');
  return (
    <main className="page">
      <PageHead title={t('mine.title')} noindex />
      <ProjectsIntro title={t('mine.title')} other={{ href: '/projects', label: t('intro.allProjects') }} />
      <MyProjects />
    </main>
  );
}
