/** What other features use of the community tab: the component (its data comes from store/community and server/ssr/community.ts). */
export { CommunityTab } from './CommunityTab';
