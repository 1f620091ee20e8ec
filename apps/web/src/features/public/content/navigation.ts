import type { To } from 'react-router';
import type { MessageKey } from '../../../i18n/translate';

/** A link of the public pages: its words' key, and where it goes in English (see useLocalizedTo). */
export type NavItem = { label: MessageKey; to: To };

// Section links point at anchors on the home page; the others are pages of their own.
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'nav.about', to: '/about' },
  { label: 'nav.howItWorks', to: { pathname: '/', hash: '#how-it-works' } },
  { label: 'nav.pricing', to: { pathname: '/', hash: '#pricing' } },
  { label: 'nav.faq', to: { pathname: '/', hash: '#faq' } },
  { label: 'nav.resources', to: '/resources' },
  { label: 'nav.blog', to: '/blog' },
];
