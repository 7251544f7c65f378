import { randomInt } from 'node:crypto';

/** The codes the built-in suppliers issue, as airlines and transfer companies do: PNRs and document numbers. */

/** PNR letters and digits without the look-alikes 0/O and 1/I, which travellers misread on the phone. */
const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newPnr(): string {
  return Array.from({ length: 6 }, () => PNR_ALPHABET[randomInt(PNR_ALPHABET.length)]).join('');
}

/** 13 digits: the carrier's accounting code and a ten-digit serial. */
export function newTicketNumber(prefix: string): string {
  return prefix + String(randomInt(0, 1e10)).padStart(10, '0');
}
