/**
 * Splits a 400 body of the pay call (dotted paths, texts already translated) into messages the
 * form can put under its fields and the rest, which are shown above the button.
 */
export function splitServerErrors(
  fields: Record<string, string[]>,
  isFormField: (path: string) => boolean,
): { fields: Array<[path: string, message: string]>; general: string[] } {
  const out: Array<[string, string]> = [];
  const general: string[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    if (path !== 'non_field_errors' && isFormField(path)) out.push([path, message]);
    else general.push(message);
  }
  return { fields: out, general };
}

const COMMON_PATHS =
  'email|phone_code|phone|card_owner|card_number|card_expiry|card_cvc|installment|condition|has_invoice|bill(\\.[a-z_]+)?';
const formPaths = (own: string) => {
  const pattern = new RegExp(`^(${COMMON_PATHS}|${own})$`);
  return (path: string) => pattern.test(path);
};

/** Paths the flight payment form has an input (or a block) for. */
export const isFlightFormPath = formPaths(
  'passengers\\.\\d+\\.(name|surname|gender|foregein_citizen|citizen_number|birth_date|nationality|passport|passport_expiry_date)',
);

/** Paths the transfer payment form has an input for; an extra's message shows on its row. */
export const isTransferFormPath = formPaths(
  'passengers\\.\\d+\\.(name|surname|nationality)|transfer\\.(flight_number|airline_code|note)|extra_products\\.\\d+',
);
