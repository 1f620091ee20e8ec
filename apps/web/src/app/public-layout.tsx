import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageFrameTop } from '../components/page-frame-top';
import { SiteFooter } from '../features/public/components/site-footer';
import { SiteHeader } from '../features/public/components/site-header';

/** Header, main and footer around a public page, with a skip link first in tab order. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageFrameTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Every public page's frame (the route's layout). */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
