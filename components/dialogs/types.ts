import type { ModalName, ModalPropsByName } from '@/store/modals/slice';

/** What the dialog host gives a dialog: the props of its showModal request and the way to close it. */
export interface DialogComponentProps<N extends ModalName = ModalName> {
  props: ModalPropsByName[N];
  /** Closes this dialog (hideModal). */
  onClose: () => void;
}
