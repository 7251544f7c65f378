import { platform } from '../platform';

/**
 * Where the API lives. The web app is served by the API server, so it calls its own origin. The
 * Capacitor shell's pages come from https://localhost (Android) or capacitor://localhost (iOS), so
 * it calls the server named at build time by `VITE_API_ORIGIN` (set by `npm run native:sync`).
 * A browser, even with `?native=1`, is on the server's origin and keeps calling it, so a build made
 * for the shell serves the web unchanged.
 */
export function apiOrigin(
  configured: string | undefined = import.meta.env.VITE_API_ORIGIN,
  inShell = platform.isShell,
): string {
  if (inShell && configured) return configured.replace(/\/+$/, '');
  return window.location.origin;
}

/** An absolute URL on the API server for a path such as `/api/mobile/info/`. */
export const apiUrl = (path: string) => new URL(path, `${apiOrigin()}/`);

/** An image the server names by path (airline logos, vehicle pictures): on the server, in the shell too. */
export const assetUrl = (path: string) => (path.startsWith('/') ? apiUrl(path).toString() : path);
