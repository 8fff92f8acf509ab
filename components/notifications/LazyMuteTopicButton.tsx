import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/store/selectors';

const Mute = dynamic(() => import('./MuteTopicButton'), { ssr: false });

/** The topic's Mute toggle, for members (its code loads after the page). */
export function MuteTopicButton(props: { tid: number; className?: string }) {
  const member = useAppSelector(selectLoggedIn);
  return member ? <Mute {...props} /> : null;
}
