import { useEffect } from 'react';
import { useT } from '../i18n/translate';

/** Sets the tab title for a page: 'About — Waliyy'; no title gives the site's own. */
export function useDocumentTitle(title?: string): void {
  const t = useT();
  useEffect(() => {
    document.title = title ? `${title} — Waliyy` : t('site.title');
  }, [title, t]);
}
