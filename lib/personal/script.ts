import { THEME_STORAGE_KEY } from '@/lib/session/theme';
import { MEMBER_HINT_COOKIE, MEMBER_HINT_PATTERN } from './hint';
import type { PersonalAnswer } from './types';

/**
 * The first script of a page rendered without a session (every shared page, server/cache): before
 * anything paints it applies the reader's theme (the member hint's, else the device's remembered
 * choice) and marks a member's page `<html data-member>` (styles/globals.scss hides what shows a
 * visitor's state until the member's arrives), and it asks `GET /api/personal` for the session and
 * the member's state at once, while the page's scripts download. The app takes the answer when it
 * starts (store/personal.ts).
 */

/** What the script leaves on `window`: the request, and its answer once it has arrived (null: failed). */
export interface PersonalRequest {
  promise: Promise<PersonalAnswer | null>;
  answer?: PersonalAnswer | null;
}

declare global {
  interface Window {
    __personal?: PersonalRequest;
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The script for a page whose items are `query` (lib/personal/subjects.ts subjectsQuery). */
export function personalScript(query: string): string {
  const hint = `/(?:^|;\\s*)${escaped(MEMBER_HINT_COOKIE)}=${MEMBER_HINT_PATTERN}/`;
  const url = JSON.stringify(`/api/personal${query ? `?${query}` : ''}`);
  return (
    `(function(d){var h=d.documentElement;try{var m=${hint}.exec(d.cookie);` +
    `var t=m?m[2]:localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
    `if(t==='light'||t==='dark')h.dataset.theme=t;if(m)h.dataset.member=m[1];}catch(e){}` +
    `var p=window.__personal={};p.promise=fetch(${url},{credentials:'same-origin',headers:{Accept:'application/json'}})` +
    `.then(function(r){return r.ok?r.json():null}).catch(function(){return null})` +
    `.then(function(a){p.answer=a;return a});})(document)`
  );
}
