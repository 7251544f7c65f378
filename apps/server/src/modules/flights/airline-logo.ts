import { hash32 } from '../../integrations/flights/builtin/rng.js';

/** Brand colours of the carriers the built-in supplier sells; others get a stable colour from their code. */
const COLOURS: Record<string, [string, string]> = {
  TK: ['#c8102e', '#ffffff'],
  PC: ['#fdc82f', '#3c1053'],
  VF: ['#1c2d5a', '#ffffff'],
  XQ: ['#fdb813', '#0a2240'],
  XC: ['#e30613', '#ffffff'],
  BA: ['#075aaa', '#ffffff'],
  LH: ['#05164d', '#ffad00'],
  AF: ['#002157', '#ffffff'],
  KL: ['#00a1de', '#ffffff'],
  EK: ['#d71921', '#ffffff'],
  QR: ['#5c0632', '#ffffff'],
};

/**
 * The product's own airline mark: a rounded badge with the IATA code in the carrier's colours.
 * No logo is fetched from outside; the code is validated before it reaches the markup.
 */
export function airlineLogoSvg(code: string): string {
  const [bg, fg] = COLOURS[code] ?? [`hsl(${hash32(code) % 360} 55% 38%)`, '#ffffff'];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12" fill="${bg}"/><text x="24" y="30" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="17" font-weight="700" fill="${fg}">${code}</text></svg>`;
}
