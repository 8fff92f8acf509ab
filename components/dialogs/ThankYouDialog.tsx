import { Button } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import type { ThankYouKind } from '@/store/modals/slice';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

type Wording = { title: MessageKey<'dialogs'>; text: MessageKey<'dialogs'> };

const WORDING: Record<ThankYouKind, Wording> = {
  talktous: { title: 'thanks.talktous.title', text: 'thanks.talktous.text' },
  earlyaccess: { title: 'thanks.earlyaccess.title', text: 'thanks.earlyaccess.text' },
  feedback: { title: 'thanks.feedback.title', text: 'thanks.feedback.text' },
};

const DEFAULT_WORDING: Wording = { title: 'thanks.title', text: 'thanks.text' };

/** Shown after a successful talk-to-us, early-access or feedback submission; worded per kind. */
export function ThankYouDialog({ props, onClose }: DialogComponentProps<'thankyou'>) {
  const t = useT('dialogs');
  const wording = (props.kind && WORDING[props.kind]) || DEFAULT_WORDING;
  return (
    <Dialog title={t(wording.title)} onClose={onClose}>
      <p>{t(wording.text)}</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>
          {t('actions.done')}
        </Button>
      </div>
    </Dialog>
  );
}
