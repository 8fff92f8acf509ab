import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../index';

/**
 * Which store-backed screens are on screen, so the session listeners fetch again only what is
 * shown (a topic left behind is not read again when the member signs in elsewhere). A screen
 * reports itself with `useEffect(() => dispatch(showView(view)), [...])`.
 */

type View = { name: 'topic'; tid: number } | { name: 'savedList' };

interface ViewsState {
  /** The topic page's topic id, when the page is shown. */
  topic: number | null;
  savedList: boolean;
}

const initialState: ViewsState = { topic: null, savedList: false };

const viewsSlice = createSlice({
  name: 'views',
  initialState,
  reducers: {
    viewShown(state, action: PayloadAction<View>) {
      if (action.payload.name === 'topic') state.topic = action.payload.tid;
      else state.savedList = true;
    },
    viewHidden(state, action: PayloadAction<View>) {
      if (action.payload.name === 'savedList') state.savedList = false;
      else if (state.topic === action.payload.tid) state.topic = null;
    },
  },
});

export const viewsReducer = viewsSlice.reducer;
const { viewShown, viewHidden } = viewsSlice.actions;

/** Marks a screen as shown; answers the function that marks it hidden again (an effect's cleanup). */
export const showView =
  (view: View): AppThunk<() => void> =>
  (dispatch) => {
    dispatch(viewShown(view));
    return () => {
      dispatch(viewHidden(view));
    };
  };

export const selectShownTopic = (state: RootState) => state.views.topic;
export const selectSavedListShown = (state: RootState) => state.views.savedList;
