import { Button } from './Button';
import { Card } from './Card';
import { useAppDispatch } from '@/store/hooks';
import { showModal, type LoginReason } from '@/store/modals/slice';

interface SignInCardProps {
  title: string;
  text: string;
  button: string;
  /** What the member was about to do (the sign-in dialog says it). */
  from?: LoginReason;
  className?: string;
}

/** What a members' list shows a visitor in its place: why to sign in, and the button that opens the sign-in dialog. */
export function SignInCard({ title, text, button, from, className }: SignInCardProps) {
  const dispatch = useAppDispatch();
  return (
    <Card as="div" className={className}>
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      <Button onClick={() => dispatch(showModal(from ? { name: 'login', props: { from } } : { name: 'login' }))}>{button}</Button>
    </Card>
  );
}
