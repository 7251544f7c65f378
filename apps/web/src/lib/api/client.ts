import { APP_VERSION } from '@yolcu/contract';
import { getDeviceId } from '../device-id';
import { logRequestFailure } from '../logger';
import { platform } from '../platform';
import { getSettings } from '../settings-store';
import { ApiError, extractFieldErrors, extractServerMessage } from './errors';
import { apiUrl } from './origin';

const TOKEN_KEY = 'yolcu.token';
export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** The headers of 03 §2 that every request carries. */
export function requestHeaders(): Record<string, string> {
  const settings = getSettings();
  const headers: Record<string, string> = {
    'Accept-Language': settings.language,
    'X-App-Version': APP_VERSION,
    'X-Is-App': platform.isNative ? '1' : '0',
    'X-Is-Android': platform.isAndroid ? '1' : '0',
    'X-Device-Id': getDeviceId(),
    'X-User-Info': JSON.stringify(settings),
  };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Token ${token}`;
  return headers;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** Listeners told when the server says the token no longer works (accounts sign the user out). */
export const unauthorizedListeners = new Set<() => void>();

export async function api<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path);
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  const headers = requestHeaders();
  // Only a request with a body says it is JSON; the server refuses an empty JSON body.
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, '', {}, null);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    logRequestFailure(method, url.pathname, res.status, text);
    if (res.status === 401 && headers.Authorization) for (const listener of unauthorizedListeners) listener();
    throw new ApiError(res.status, extractServerMessage(body) ?? '', extractFieldErrors(body), body);
  }
  return body as T;
}

export const get = <T>(path: string, query?: Query, signal?: AbortSignal) => api<T>('GET', path, { query, signal });
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, { body });
export const put = <T>(path: string, body?: unknown) => api<T>('PUT', path, { body });
export const del = <T>(path: string) => api<T>('DELETE', path);
