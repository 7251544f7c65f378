/**
 * A fare package's cancellation rule in one line, by its code (the built-in supplier's packages,
 * 03 §13): Light refunds the airport taxes only, Standard fare and taxes less a 25% fare penalty
 * until 72 hours before departure and then the taxes, Flex everything until departure. The
 * service fee is never refunded. Null for a package this app does not know.
 */
export function fareCancelRule(code: string, t: (key: string) => string): string | null {
  switch (code) {
    case 'LIGHT':
      return t('cancel_web.fare_light');
    case 'STANDARD':
      return t('cancel_web.fare_standard');
    case 'FLEX':
      return t('cancel_web.fare_flex');
    default:
      return null;
  }
}

/** A rule from the server as a sentence: its Turkish texts may start with their time range in lower case. */
export const asSentence = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language === 'tr' ? 'tr-TR' : 'en-GB') + text.slice(1);
