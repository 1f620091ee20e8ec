/** The path of a URL for logs and error messages: never its query string. */

/**
 * A request's target (`/reset-password?token=…`) is cut at its `?`: the query holds what must
 * never be logged (reset tokens, codes, e-mails and phone numbers typed into a search). An
 * absolute URL (a payment provider's, `isAbsolute`) gives its pathname, or '(bad url)'.
 */
export function pathOf(url: string, { isAbsolute = false } = {}): string {
  if (isAbsolute) {
    try {
      return new URL(url).pathname;
    } catch {
      return '(bad url)';
    }
  }
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
