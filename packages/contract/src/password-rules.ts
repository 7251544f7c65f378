import { PASSWORD_MIN } from './constants.js';
import { foldText } from './text-fold.js';

/** Widely used passwords (global lists and Turkish favourites); a password on it is refused. */
const COMMON = new Set(
  `123456 123456789 12345678 12345 1234567 1234567890 111111 000000 123123 654321 666666 121212 112233 987654321 11111111 qwerty qwerty123
  qwertyuiop asdfgh asdfghjkl zxcvbnm password password1 password123 passw0rd iloveyou admin admin123 welcome letmein monkey dragon
  football baseball master sunshine princess shadow superman batman trustno1 abc123 abcd1234 a123456 qazwsx 1q2w3e4r 1q2w3e
  sifre sifre123 şifre şifre123 parola parola123 galatasaray fenerbahce fenerbahçe besiktas beşiktaş trabzonspor istanbul ankara
  izmir turkiye türkiye 1905 1907 1903 askim aşkım seniseviyorum kalbim canim canım bismillah allah ataturk atatürk mustafa
  mehmet ahmet ayse ayşe fatma yolcu yolcu123 12qwaszx asd123 qwe123 qweasd 123qwe 123abc`.split(/\s+/),
);

export type PasswordProblem = 'too_short' | 'numeric' | 'common' | 'similar';

/** The four hints of 01 §5, in order; the first rule a password breaks, or null. */
export function passwordProblem(password: string, personal: Array<string | undefined> = []): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'too_short';
  if (/^\d+$/.test(password)) return 'numeric';
  const lower = password.toLocaleLowerCase('tr');
  if (COMMON.has(lower)) return 'common';
  // Folded so "ayseyilmaz" counts as similar to "Ayşe Yılmaz".
  const folded = foldText(password);
  const parts = personal
    // Of an e-mail address only the part before @ is personal; the domain is shared by millions.
    .flatMap((p) => foldText((p ?? '').split('@')[0] ?? '').split(/[.\s_-]+/))
    .filter((p) => p.length >= 3);
  if (parts.some((p) => folded.includes(p) || (folded.length >= 4 && p.includes(folded)))) return 'similar';
  return null;
}
