import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { ProjectData } from '@/lib/projects/types';
import { selectPost } from '@/store/feed/cache';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { pinProjectTopic } from '@/store/projects/page';
import styles from './ProjectPage.module.css';

/**
 * R4.8: a maintainer's pin of a topic of the project. Offered on topics whose first project is this
 * one (the server lets maintainers pin those, server/discussions/permissions.ts `mayPin`).
 */
export function PinToggle({ project, pid }: { project: ProjectData; pid: number }) {
  const t = useT('projects');
  const dispatch = useAppDispatch();
  const post = useAppSelector((state) => selectPost(state, pid));
  if (!post || !project.can_edit || post.project_details[0]?.id !== project.id) return null;
  const pinned = post.pinned === 1;
  const title = post.topicTitle || post.title;
  return (
    <div className={styles.pinRow}>
      <Button variant="secondary" aria-pressed={pinned} onClick={() => void dispatch(pinProjectTopic({ pid, tid: post.tid, pinned: !pinned }))}>
        {pinned ? t('pin.unpin') : t('pin.pin')}
        <span className="visually-hidden"> {title}</span>
      </Button>
    </div>
  );
}
