import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { setSessionHooks } from '@/services/http';
import type { ClientConfig } from '@/services/session';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { InEnglish } from '../support/render';
import type { FakeNotificationServer } from './fakeServer';

/** Renders with a fresh store whose realtime connection is the fake server's socket (connected before the first render). */
export function renderConnected(ui: ReactElement, fake: FakeNotificationServer, config: ClientConfig) {
  const store = makeStore();
  store.dispatch(loadConfig.fulfilled(config, 'test'));
  fake.connect(store);
  const release = setSessionHooks({ csrfToken: () => store.getState().config.data?.csrf_token, completeRegistration: async () => false });
  const view = render(
    <Provider store={store}>
      <InEnglish>{ui}</InEnglish>
    </Provider>,
  );
  return { ...view, store, release };
}
