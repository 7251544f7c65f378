/**
 * Whether the app was reached by a loopback or private name or address (localhost, 127.0.0.1,
 * 192.168.x.x, a `.local` name …). A browser that reaches the server that way reaches it from such
 * an address too, and the server cannot place those: `GET /api/geo/` answers 404 for every
 * loopback, private, link-local and CGNAT address (03 §5, docs/decisions.md). Asking then only
 * leaves a 404 in the console, which the browser logs whatever the app does with the answer.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  const v4 = host.match(/^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/);
  if (v4) {
    const a = Number(v4[1]);
    const b = Number(v4[2]);
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 192 && b === 168) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (host.includes(':')) return host === '::1' || /^(fc|fd|fe80)/.test(host);
  return false;
}
