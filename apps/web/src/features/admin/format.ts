import { formatBillingDate } from '../../lib/dates';

// How the console prints dates and times.

/** 'Nov 03, 2026' (product.md §9's 'MMM DD, YYYY'). */
export const formatDate = (iso: string) => formatBillingDate(iso);

/** A UTC day ('2026-11-03') printed as 'Nov 03, 2026' whatever the reader's time zone. */
export const formatDay = (day: string) => formatBillingDate(`${day}T00:00:00Z`, 'UTC');

const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });

/** 'Nov 03, 2026, 02:15 PM' for the audit log, in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return `${formatBillingDate(iso)}, ${time.format(new Date(iso))}`;
}

const DAY_MS = 86_400_000;

/** How long ago, short: 'just now', '12 min ago', '3 h ago', '5 days ago', '2 months ago'. */
export function formatAge(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 60) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  const months = Math.floor(days / 30);
  if (months < 24) return `${months} months ago`;
  return `${Math.floor(days / 365)} years ago`;
}

/** 'Nov 03, 2026, 02:15 PM (3 h ago)': the time and its age. */
export const formatWhen = (iso: string, now?: Date) =>
  `${formatDateTime(iso)} (${formatAge(iso, now)})`;

/** The UTC day `days` before `now` as 'YYYY-MM-DD'. */
export function utcDay(now: Date, days = 0): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** A short excerpt of free text for a list. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
