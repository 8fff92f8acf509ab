import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectFollowPending, selectProjectById, toggleProjectFollow } from '@/store/projects/slice';
import { selectLoggedIn } from '@/store/selectors';
import styles from './Projects.module.css';

/**
 * Follow or unfollow a project (R1.10): a toggle (aria-pressed) named with the project, reading the
 * one cached project, so every list and the project page agree. Visitors get the login dialog
 * (R5.3, from=follow).
 */
export function FollowButton({ id }: { id: number }) {
  const t = useT('projects');
  const dispatch = useAppDispatch();
  const project = useAppSelector((state) => selectProjectById(state, id));
  const pending = useAppSelector((state) => selectFollowPending(state, id));
  const loggedIn = useAppSelector(selectLoggedIn);
  if (!project) return null;
  const following = project.is_following;
  const onClick = () => {
    if (!loggedIn) {
      dispatch(showModal({ name: 'login', props: { from: 'follow' } }));
      return;
    }
    void dispatch(toggleProjectFollow({ id, follow: !following }));
  };
  return (
    <button type="button" className={styles.follow} aria-pressed={following} disabled={pending} onClick={onClick} data-testid={`project-follow-${id}`}>
      {following ? t('follow.following') : t('follow.follow')}
      <span className="visually-hidden"> {project.name}</span>
    </button>
  );
}
