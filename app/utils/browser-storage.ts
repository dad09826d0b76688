/** Clears the portal's browser storage (remembered tabs and the like) at logout. */
export function clearBrowserStorage() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, disabled); nothing to clear then.
  }
}
