/**
 * File types by extension: the types uploads accept (an upload's declared type must match its
 * extension's) and what a stored file is taken to be when its type was not recorded beside it.
 * The first extension of a type is the one new keys get, so keep `jpg` before `jpeg`, `ogg`
 * before `oga`/`opus` and `m4a` before `mp4`.
 */
export const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
};

/** What a stored file is taken to be, by its key's extension (`application/octet-stream` when unknown). */
export function mimeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 ? MIME_BY_EXTENSION[key.slice(dot + 1).toLowerCase()] : undefined) ?? 'application/octet-stream';
}
