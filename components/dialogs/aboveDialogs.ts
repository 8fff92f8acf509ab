/**
 * The attribute of a layer that stays live while dialogs are open (./inert.ts): the toasts carry it
 * on every page, so it lives apart from the dialogs' code.
 */
export const ABOVE_DIALOGS_ATTRIBUTE = 'data-above-dialogs';
