/** The global dialogs: the mount the shell renders their host through (DialogHost.tsx, loaded with the first dialog), and the Dialog base new dialogs are built on. */
export { Dialog } from './Dialog';
export { DialogHostMount } from './DialogHostMount';
export { ABOVE_DIALOGS_ATTRIBUTE } from './aboveDialogs';
