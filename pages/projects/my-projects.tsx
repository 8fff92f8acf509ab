import { MyProjects } from '@/components/projects/MyProjects';
import { ProjectsIntro } from '@/components/projects/ProjectsIntro';
import { PageHead } from '@/components/ui';
import { withAppConfig } from '@/server/ssr/appState';

/** /projects/my-projects (R1.10): the projects the member maintains or follows (visitors are asked to log in). */
export const getServerSideProps = withAppConfig();

export default function MyProjectsPage() {
  return (
    <main className="page">
      <PageHead title="My projects" noindex />
      <ProjectsIntro title="My projects" other={{ href: '/projects', label: 'All projects' }} />
      <MyProjects />
    </main>
  );
}
