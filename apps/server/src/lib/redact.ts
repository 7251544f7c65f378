/** Query parameters whose values are secrets or capabilities and never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|code|password|session_unique|card_number|card_cvc)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
