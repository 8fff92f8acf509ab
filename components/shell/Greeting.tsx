import { useEffect, useState } from 'react';
import { greeting } from '@/lib/dates';
import { displayName } from '@/lib/names';
import { useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';

/** "Good morning/afternoon/evening" by the member's own clock (R9.9); rendered after mount. */
export function Greeting({ className }: { className?: string }) {
  const { user } = useAppSelector(selectLogin);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setText(greeting(new Date()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!text) return null;
  return (
    <p className={className} data-testid="greeting">
      {text}
      {user ? `, ${displayName(user)}` : ''}
    </p>
  );
}
