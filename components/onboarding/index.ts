/** What other features use of onboarding: the profile form (settings reuses it). */
export { ProfileForm } from './ProfileForm';
