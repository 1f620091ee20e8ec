import { useEffect } from 'react';

export const SITE_TITLE = 'Waliyy — Halal matchmaking for Muslim singles and their guardians';

/** Sets the tab title for a page: 'About — Waliyy'; no title gives the site's own. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — Waliyy` : SITE_TITLE;
  }, [title]);
}
