/**
 * IATA accounting (ticketing) codes of carriers the built-in supplier sells; a ticket number is
 * this prefix and ten digits. Carriers without a known code get a stable prefix from their code.
 */
const ACCOUNTING_CODES: Record<string, string> = {
  TK: '235',
  VF: '235',
  PC: '624',
  XQ: '564',
  XC: '395',
  LH: '220',
  BA: '125',
  AF: '057',
  KL: '074',
  LX: '724',
  OS: '257',
  AZ: '055',
  IB: '075',
  SU: '555',
  QR: '157',
  EK: '176',
  EY: '607',
  SV: '065',
  AA: '001',
  UA: '016',
  DL: '006',
  LO: '080',
  SK: '117',
  AY: '105',
  A3: '390',
  TP: '047',
  RJ: '512',
  MS: '077',
  ME: '076',
  J2: '771',
  PS: '566',
  KC: '465',
  HY: '250',
};

export function accountingCode(carrier: string): string {
  const known = ACCOUNTING_CODES[carrier];
  if (known) return known;
  const n = [...carrier].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7);
  return String(800 + (n % 200));
}
