import type { Language } from '@yolcu/contract';
import { translate } from '../../lib/i18n.js';

/** A place with its address, without saying the name twice ("Kemer, Kemer, 07980 Antalya"). */
export function placeWithAddress(name: string, address: string | null | undefined): string {
  const a = address?.trim();
  if (!a) return name;
  const fold = (s: string) => s.toLocaleLowerCase('tr');
  return fold(a).startsWith(fold(name)) ? a : `${name}, ${a}`;
}

/** A flight as travellers read it: "TK2532", whether or not the number was typed with its airline. */
export function flightLabel(airlineCode: string | null, flightNumber: string | null): string | null {
  if (!flightNumber) return null;
  const number = flightNumber.replace(/\s+/g, '').toUpperCase();
  const airline = airlineCode?.trim().toUpperCase() ?? '';
  return !airline || number.startsWith(airline) ? number : `${airline}${number}`;
}

/** Where and how the driver meets the travellers, with the vendor's phone for the day. */
export function meetingInstructions(
  s: { from: { kind: string }; offer: { vendor: { phone: string } } },
  lang: Language,
): string {
  const key = s.from.kind === 'airport' ? 'pay.voucher_meet_airport' : 'pay.voucher_meet_place';
  return translate(lang, `${key}|${s.offer.vendor.phone}`);
}
