/**
 * The URL form of a name (usernames' slugs, topic and project addresses): lower case, accents
 * dropped, every run of other characters one hyphen. Free of zod, so client code that builds
 * addresses does not bring the schemas into a page's first load.
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
