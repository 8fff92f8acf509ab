import { lazyView } from '@/lib/react/lazyView';
import { useAppSelector } from '@/store/hooks';
import { selectMember } from '@/store/selectors';

const Mute = lazyView(() => import('./MuteTopicButton'), { ssr: false });

/** The topic's Mute toggle, for members with a complete registration (its code loads after the page). */
export function MuteTopicButton(props: { tid: number; className?: string }) {
  const member = useAppSelector(selectMember);
  return member ? <Mute {...props} /> : null;
}
