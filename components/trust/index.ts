/**
 * Trust levels (issue 35; docs/features/trust.md): a member's level with the moderators' form on
 * their profile, what the next level asks for on their settings page, and the levels' names.
 */
export { TrustControl } from './TrustControl';
export { TrustProgress } from './TrustProgress';
export { useTrustLevelName } from './levelName';
