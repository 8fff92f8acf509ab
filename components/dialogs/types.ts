import type { ModalProps } from '@/store/modals/slice';

/** What the dialog host gives every dialog: the props of showModal and the way to close it. */
export interface DialogComponentProps {
  props: ModalProps;
  /** Closes this dialog (hideModal). */
  onClose: () => void;
}
