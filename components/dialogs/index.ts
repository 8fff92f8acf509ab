/** The global dialogs: the host the shell mounts, and the Dialog base new dialogs are built on. */
export { Dialog } from './Dialog';
export { DialogHost } from './DialogHost';
export { ABOVE_DIALOGS_ATTRIBUTE } from './inert';
