/** Languages (docs/features/languages.md): the page's language for its components, and the menu. */
export { LanguageMenu } from './LanguageMenu';
export { LanguageProvider } from './LanguageProvider';
