import { Link } from '@/components/ui/Link';
import type { PostType } from '@/lib/discussions/types';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';

interface NewPostButtonProps {
  /** Presets the composer's post type (`/compose?type=`). */
  type?: PostType;
  /** The button's words; "New post" by default. */
  label?: string;
  className?: string;
}

/** "New post": members go to the composer; visitors get the login dialog first. */
export function NewPostButton({ type, label: asked, className = 'button' }: NewPostButtonProps) {
  const t = useT('composer');
  const label = asked ?? t('newPost');
  const dispatch = useAppDispatch();
  const { loggedIn } = useAppSelector(selectLogin);
  if (!loggedIn) {
    return (
      <button type="button" className={className} onClick={() => dispatch(showModal({ name: 'login', props: { from: 'post' } }))}>
        {label}
      </button>
    );
  }
  return (
    <Link href={type ? `/compose?type=${type}` : '/compose'} className={className}>
      {label}
    </Link>
  );
}
