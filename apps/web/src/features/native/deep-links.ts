/** The pages a link may open in the app (issue 12): a flight or transfer booking's detail. */
const DEEP_LINK = /^\/(flight|transfer)\/booking\/detail\/[^/?#]+\/?$/;

/**
 * The app path of a link the system handed to the shell, or null when the app has no page for it.
 * `https://<domain>/flight/booking/detail/X` (App Links, Universal Links) and the custom scheme
 * `yolcu://flight/booking/detail/X` both give `/flight/booking/detail/X`; the query is kept.
 */
export function deepLinkPath(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  // In `yolcu://flight/booking/…` the first segment parses as the host.
  const path = web ? url.pathname : `/${url.host}${url.pathname}`;
  if (!DEEP_LINK.test(path)) return null;
  return `${path}${url.search}`;
}
