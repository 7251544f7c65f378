/**
 * The in-app browser of the Capacitor shell (Custom Tabs on Android, SFSafariViewController on iOS)
 * through @capacitor/browser. In a browser with `?native=1` the plugin's web version opens a popup
 * window instead, which tests drive; it emits neither event, so callers also poll (issue 12).
 */
export interface InAppBrowserEvents {
  /** A page finished loading in the in-app browser (native only). */
  onPageLoaded?(): void;
  /** The traveller closed the in-app browser (native only). */
  onClosed?(): void;
}

export interface InAppBrowser {
  /** Closes the in-app browser (or the popup) if it is still open; events stop first. */
  close(): Promise<void>;
}

export async function openInAppBrowser(url: string, events: InAppBrowserEvents = {}): Promise<InAppBrowser> {
  const { Browser } = await import('@capacitor/browser');
  const handles = await Promise.all([
    Browser.addListener('browserPageLoaded', () => events.onPageLoaded?.()),
    Browser.addListener('browserFinished', () => events.onClosed?.()),
  ]);
  let open = true;
  await Browser.open({ url, presentationStyle: 'fullscreen' });
  return {
    async close() {
      if (!open) return;
      open = false;
      await Promise.all(handles.map((h) => h.remove()));
      // Already closed by the traveller: nothing to close.
      await Browser.close().catch(() => undefined);
    },
  };
}
