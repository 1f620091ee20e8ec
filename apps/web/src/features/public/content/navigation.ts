import type { To } from 'react-router';

export type NavItem = { label: string; to: To };

// Section links point at anchors on the home page; the others are pages of their own.
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'About', to: '/about' },
  { label: 'How it works', to: { pathname: '/', hash: '#how-it-works' } },
  { label: 'Pricing', to: { pathname: '/', hash: '#pricing' } },
  { label: 'FAQ', to: { pathname: '/', hash: '#faq' } },
  { label: 'Resources', to: '/resources' },
  { label: 'Blog', to: '/blog' },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About us', to: '/about' },
  { label: 'Resources', to: '/resources' },
  { label: 'Blog', to: '/blog' },
  { label: 'Terms and Conditions', to: '/terms' },
];

export const ACCOUNT_NAV: readonly NavItem[] = [
  { label: 'Sign up', to: '/sign-up' },
  { label: 'Log in', to: '/login' },
];
