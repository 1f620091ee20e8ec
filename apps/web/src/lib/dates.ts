// Dates as the pages print them.

const billingDate = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Nov 03, 2026': the billing format 'MMM DD, YYYY' (product.md §9), in the reader's time zone
 * unless one is given (tests fix it).
 */
export function formatBillingDate(iso: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = billingDate.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone,
    });
    billingDate.set(key, format);
  }
  return format.format(new Date(iso));
}
