import unhomoglyph from 'unhomoglyph';

/**
 * The confusable skeleton of a username (hardening 5), after Unicode TS #39: two usernames that
 * look alike (`alex`, `аlex` with a Cyrillic а, `aIex`, `a1ex`, `ALEX`) have the same skeleton.
 * Compatibility forms are folded (NFKC: full-width letters), accents dropped, every character
 * mapped to its prototype by Unicode's confusables table (the `unhomoglyph` package), case
 * folded, and the separators a username may hold (space . _ -) made one. Not meant to be read.
 */
export function usernameSkeleton(username: string): string {
  const folded = username.trim().normalize('NFKC').normalize('NFD').replace(/\p{M}+/gu, '');
  // Map before and after lower-casing: `I` looks like `l`, and lower-case letters have their own prototypes.
  const mapped = unhomoglyph(unhomoglyph(folded).toLowerCase()).toLowerCase();
  return mapped.replace(/[\s._-]+/g, '-');
}
