import { useLayoutEffect } from 'react';
import { useAppSelector } from '@/store/hooks';

/**
 * Sets `<html data-personal>` (styles/globals.scss then shows what a shared page kept hidden for a
 * member) in the same commit that renders the member's state from the page's personal layer
 * (store/personal.ts), so the browser never paints the marker with the visitor's state still on
 * the page. When the layer had arrived before hydration, the store changes in a layout effect
 * before the components have subscribed; they render the member's state only after the first
 * paint, and this mark waits for that render too.
 *
 * After a client-side navigation to a shared page's data, `<html data-page-layer>` keeps the page's
 * own controls of the member's state unseen until that page's layer is applied (`followPageData`).
 */
export function PersonalMark() {
  const shown = useAppSelector((s) => s.login.layerShown === true);
  const pageLayer = useAppSelector((s) => s.login.pageLayer !== undefined);
  useLayoutEffect(() => {
    if (shown) document.documentElement.dataset.personal = '';
  }, [shown]);
  useLayoutEffect(() => {
    if (pageLayer) document.documentElement.dataset.pageLayer = '';
    else delete document.documentElement.dataset.pageLayer;
  }, [pageLayer]);
  return null;
}
