import type { PersonalRequest } from '@/lib/personal/script';
import type { PersonalAnswer } from '@/lib/personal/types';
import type { ClientConfig } from '@/lib/session/types';
import { fetchPersonal } from '@/services/session';
import { loadConfig, serverConfigChanged } from './config/slice';
import type { AppThunk } from './index';
import { pageLayerRequested, pageLayerSettled, personalLoaded, personalPending, personalSettled } from './sessionActions';

/**
 * Applying a shared page's personal layer (lib/personal): the request the page's first script
 * started (`window.__personal`) is taken once, after hydration (pages/_app.tsx, a layout effect),
 * so the member's state replaces the visitor's before the browser paints the hydrated page, or as
 * soon as the answer arrives. The render that shows it sets `<html data-personal>`
 * (components/shell/PersonalMark.tsx), which shows what styles/globals.scss hid until then.
 * Without an answer (a failed request) the configuration is asked for as usual.
 */

function takeRequest(): PersonalRequest | null {
  if (typeof window === 'undefined' || !window.__personal) return null;
  const request = window.__personal;
  delete window.__personal;
  return request;
}

/**
 * Applies the page's personal layer: at once when it has arrived, else when it does; when `ready`
 * answers a promise for the answer (the code of what the member's state shows, such as the
 * member's header: components/shell/LazyMemberArea.tsx), once that has settled too, so the state
 * and what shows it are painted together. Answers what settles once the session is known
 * (startApp waits for it), or null when the page has no layer (it was rendered for its reader).
 */
export const startPersonalLayer =
  (ready: (answer: PersonalAnswer) => Promise<unknown> | undefined = () => undefined): AppThunk<Promise<unknown> | null> =>
  (dispatch) => {
    const request = takeRequest();
    if (!request) return null;
    const apply = (answer: PersonalRequest['answer']): Promise<unknown> => {
      if (!answer) return dispatch(loadConfig()).finally(() => dispatch(personalSettled()));
      const waiting = ready(answer);
      if (!waiting) {
        dispatch(personalLoaded(answer));
        return Promise.resolve();
      }
      dispatch(personalPending());
      return waiting.then(() => dispatch(personalLoaded(answer)));
    };
    if (request.answer !== undefined) return apply(request.answer);
    dispatch(personalPending());
    return request.promise.then(apply);
  };

/** Numbers a navigation's layer request: an answer for a page left since is not applied. */
let pageLayers = 0;

/**
 * The page data of a client-side navigation (pages/_app.tsx, a layout effect, before the new page
 * paints). A shared page's data is the visitors' copy for members too (server/cache/pipeline.ts):
 * its configuration is a visitor's and its items show a visitor's state. For a member it leaves the
 * configuration alone and asks for the page's personal layer at once (`GET /api/personal` with the
 * items of the data, as a shared document's first script does); until the answer is applied the
 * page's own controls of the member's state keep their place unseen (`pageLayer`,
 * components/shell/PersonalMark.tsx), and if it fails they show as the data has them. Data rendered
 * for its reader replaces the configuration when it names another viewer or token. A navigation
 * before the first page's layer has answered asks for the new page's layer too.
 */
export const followPageData =
  (pageProps: { appConfig?: ClientConfig } & Record<string, unknown>): AppThunk =>
  (dispatch, getState) => {
    const { appConfig } = pageProps;
    if (!appConfig) return;
    const current = getState().config.data;
    // A member, or a reader whose first page's layer has not said yet (it may be a member's).
    const member = current?.loggedIn === true || getState().login.layerPending === true;
    if (!member || appConfig.csrf_token) {
      if (serverConfigChanged(current, appConfig)) dispatch(loadConfig.fulfilled(appConfig, 'ssr'));
      return;
    }
    pageLayers += 1;
    const asked = pageLayers;
    dispatch(pageLayerRequested(asked));
    void import('@/lib/personal/subjects')
      .then(({ subjectsOf, subjectsQuery }) => fetchPersonal(subjectsQuery(subjectsOf(pageProps))))
      .then(
        (answer) => {
          if (getState().login.pageLayer === asked) dispatch(personalLoaded(answer));
        },
        () => undefined,
      )
      .finally(() => dispatch(pageLayerSettled(asked)));
  };
