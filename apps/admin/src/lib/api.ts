import type { z } from 'zod';
import { session } from './session';

/** A refusal from the API: its status, the `detail` and the per-field messages of a 400. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly fields: Record<string, string[]>,
  ) {
    super(detail ?? `HTTP ${status}`);
  }
}

let onUnauthorised: () => void = () => {};
/** What a 401 anywhere does (the app sends the member back to sign-in). */
export function setUnauthorisedHandler(handler: () => void) {
  onUnauthorised = handler;
}

let currentLang = 'tr';
/** The server answers its messages (a 400's fields) in the console's language. */
export function setApiLanguage(lang: string) {
  currentLang = lang;
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; auth?: boolean };

export async function request(path: string, options: Options = {}): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': currentLang, accept: 'application/json' };
  const token = session.token();
  if (options.auth !== false && token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api/admin${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (res.ok) return res;
  if (res.status === 401 && options.auth !== false) {
    session.clear();
    onUnauthorised();
  }
  throw await errorOf(res);
}

async function errorOf(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON: the status says enough
  }
  const fields: Record<string, string[]> = {};
  let detail: string | null = null;
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (key === 'detail' && typeof value === 'string') detail = value;
      else if (Array.isArray(value)) fields[key] = value.filter((v): v is string => typeof v === 'string');
      else if (typeof value === 'string') fields[key] = [value];
    }
  }
  if (!detail && fields.non_field_errors?.length) detail = fields.non_field_errors.join(' ');
  return new ApiError(res.status, detail, fields);
}

/** A JSON call whose answer is checked against the contract's schema. */
export async function api<T extends z.ZodType>(schema: T, path: string, options?: Options): Promise<z.infer<T>> {
  const res = await request(path, options);
  return schema.parse(await res.json());
}

/**
 * Zod issues as field → messages (contract tokens, translated where shown); a nested field is keyed
 * by its dotted path (`answer.tr`, `emails.2`), as the server keys a 400.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}
