import { Link } from '@/components/ui/Link';
import { useCallback, useEffect } from 'react';
import { buttonClass, ListEmpty, PagedList, SignInCard } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useStoreFeature } from '@/store/features';
import { projectsFeature } from '@/store/projects/listeners';
import { loadMoreMyProjects, retryMyProjects, selectMyProjects, syncMyProjects } from '@/store/projects/slice';
import { selectLogin } from '@/store/selectors';
import { ProjectCard, ProjectCardSkeletons } from './ProjectCard';
import styles from './Projects.module.css';

const renderProject = (id: number) => <ProjectCard id={id} />;
const renderSkeletons = (count: number, label: string) => <ProjectCardSkeletons count={count} label={label} />;

/**
 * /projects/my-projects (R1.10): the projects the member maintains or follows, most active first,
 * 10 per page (R9.2). Visitors are asked to log in. Following or adding a project elsewhere shows
 * here at once (store/projects).
 */
export function MyProjects() {
  useStoreFeature(projectsFeature);
  const t = useT('projects');
  const dispatch = useAppDispatch();
  const { loggedIn, loading } = useAppSelector(selectLogin);
  const mine = useAppSelector(selectMyProjects);

  useEffect(() => {
    if (loggedIn) dispatch(syncMyProjects());
  }, [dispatch, loggedIn]);

  const loadMore = useCallback(() => dispatch(loadMoreMyProjects()), [dispatch]);
  const retry = useCallback(() => dispatch(retryMyProjects()), [dispatch]);

  if (loading) return <ProjectCardSkeletons count={2} label={t('mine.loading')} />;
  if (!loggedIn) {
    return <SignInCard title={t('mine.signIn.title')} text={t('mine.signIn.text')} button={t('mine.signIn.button')} from="follow" />;
  }
  return (
    <section className={styles.feed} aria-label={t('mine.label')}>
      <PagedList
        label={t('mine.title')}
        noun={t('list.noun')}
        list={mine}
        renderItem={renderProject}
        renderSkeleton={renderSkeletons}
        empty={
          <ListEmpty title={t('mine.empty')}>
            <Link href="/projects" className={buttonClass('secondary', { link: true })}>
              {t('mine.browse')}
            </Link>
          </ListEmpty>
        }
        onLoadMore={loadMore}
        onRetry={retry}
      />
    </section>
  );
}
