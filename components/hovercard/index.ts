export { HovercardMount } from './HovercardMount';
export { MEMBER_LINK_SELECTOR } from './memberLinks';
