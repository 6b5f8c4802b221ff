/** Leaves the app for `path` with a full page load, so nothing of the old session stays in memory. */
export function hardRedirect(path: string): void {
  window.location.assign(path);
}
