/** An API failure with the server's message already extracted (03 §2 order). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/**
 * "The server's message": `detail`, then `message`, then `non_field_errors[0]`, then the first
 * message of the first field. Undefined when the body holds none.
 */
export function extractServerMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.detail === 'string') return b.detail;
  if (typeof b.message === 'string' && b.message) return b.message;
  const nfe = b.non_field_errors;
  if (Array.isArray(nfe) && typeof nfe[0] === 'string') return nfe[0];
  for (const value of Object.values(b)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

/** Field errors of a 400 body, for forms to show beside their inputs. */
export function extractFieldErrors(body: unknown): Record<string, string[]> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((m) => typeof m === 'string'),
    ),
  );
}
