/** The global dialogs: the host and the mount the shell renders it through, and the Dialog base new dialogs are built on. */
export { Dialog } from './Dialog';
export { DialogHost } from './DialogHost';
export { DialogHostMount } from './DialogHostMount';
export { ABOVE_DIALOGS_ATTRIBUTE } from './inert';
