export type BackAction = 'close-overlay' | 'history-back' | 'home' | 'leave';

interface BackState {
  pathname: string;
  /** React Router's index of the current entry in this session's history (0 = the first page). */
  historyIndex: number;
  /** A dialog or sheet is open. */
  overlayOpen: boolean;
}

/**
 * What the Android back button does (issue 12), as the app's own Back would: close the open
 * dialog or sheet first, else go back a page, else (a page opened first, e.g. by a deep link) go
 * home; on home with nothing behind it the app leaves to the launcher.
 */
export function backAction({ pathname, historyIndex, overlayOpen }: BackState): BackAction {
  if (overlayOpen) return 'close-overlay';
  if (historyIndex > 0) return 'history-back';
  if (pathname !== '/') return 'home';
  return 'leave';
}
