import { Button } from '@/components/ui';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

const WORDING: Record<string, { title: string; text: string }> = {
  talktous: {
    title: 'Thanks for reaching out',
    text: 'We have your message and will answer you by email soon.',
  },
  earlyaccess: {
    title: 'You are on the list',
    text: 'Thanks for your interest! We will email you as soon as early access opens for you.',
  },
  feedback: {
    title: 'Thanks for your feedback',
    text: 'Every note helps us make this community a better place for open source contributors.',
  },
};

const DEFAULT_WORDING = { title: 'Thank you', text: 'We have received what you sent us.' };

/** Shown after a successful talk-to-us, early-access or feedback submission; worded per kind. */
export function ThankYouDialog({ props, onClose }: DialogComponentProps<'thankyou'>) {
  const wording = (props.kind && WORDING[props.kind]) || DEFAULT_WORDING;
  return (
    <Dialog title={wording.title} onClose={onClose}>
      <p>{wording.text}</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}
