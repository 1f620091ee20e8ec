import { Outlet } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

/** The root of every route: public pages and, later, the signed-in app. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
