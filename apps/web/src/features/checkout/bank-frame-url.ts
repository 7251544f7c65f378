/**
 * Where the web loads the bank's 3-D Secure page (03 §7). The server builds `pay_url` from its
 * PUBLIC_URL, which may name another address than the one this page was reached at (a LAN
 * address, a proxy, localhost vs 127.0.0.1). From there the frame breaks silently: the bank page's
 * frame-ancestors refuse this page, and its postMessage is aimed at the other origin. The bank's
 * pages live on the server that serves this app, so the same path on this page's own origin is
 * the same page. Other addresses (a real bank's) are left as they are. The native shell opens
 * `pay_url` itself in the in-app browser.
 */
export function bankFrameUrl(payUrl: string, origin: string = window.location.origin): string {
  let url: URL;
  try {
    url = new URL(payUrl, origin);
  } catch {
    return payUrl;
  }
  if (!url.pathname.startsWith('/payment/')) return payUrl;
  return new URL(`${url.pathname}${url.search}`, origin).toString();
}
