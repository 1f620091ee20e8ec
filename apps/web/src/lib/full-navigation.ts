// Full page loads, kept behind functions so components stay testable (jsdom cannot navigate).

/** Leaves the single-page app for `url`: a fresh document, fresh code, fresh state. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** Reloads the current page, e.g. after a chunk failed to download. */
export function reloadPage(): void {
  window.location.reload();
}
