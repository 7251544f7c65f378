import { isIP } from 'node:net';
import { createRequire } from 'node:module';
import type { Geo } from '@yolcu/contract';

const require = createRequire(import.meta.url);

interface GeoIpLite {
  lookup(ip: string): { country: string; city: string; ll: [number, number] } | null;
}
let geoip: GeoIpLite | null = null;

/** Loopback, private, link-local, CGNAT and unique-local ranges have no place on a map. */
export function isPublicAddress(ip: string): boolean {
  const v = isIP(ip);
  if (v === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return !(
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  if (v === 6) {
    const lower = ip.toLowerCase();
    if (lower.startsWith('::ffff:')) return isPublicAddress(lower.slice(7));
    return !(
      lower === '::1' ||
      lower === '::' ||
      lower.startsWith('fc') ||
      lower.startsWith('fd') ||
      lower.startsWith('fe80')
    );
  }
  return false;
}

/**
 * City of a public address from the GeoLite data that geoip-lite ships in its package.
 * Loaded on first use: it is large, and most requests never need it.
 */
export function lookupGeo(ip: string): Geo | null {
  if (!isPublicAddress(ip)) return null;
  geoip ??= require('geoip-lite') as GeoIpLite;
  const hit = geoip.lookup(ip);
  if (!hit?.city) return null;
  return { city: hit.city, country_code: hit.country, latitude: hit.ll[0], longitude: hit.ll[1] };
}
