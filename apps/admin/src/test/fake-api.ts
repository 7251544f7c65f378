import { vi } from 'vitest';

type Handler = (init: RequestInit & { url: string }) => { status: number; body?: unknown };

/** A stand-in for the server: each call answers from the route table (`GET /session/` → …). */
export function fakeApi(routes: Record<string, Handler | { status: number; body?: unknown }>) {
  const calls: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, url, headers, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${url.replace(/^\/api\/admin/, '').split('?')[0]}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route({ ...init, url }) : route;
    if (!answer) return new Response(JSON.stringify({ detail: 'not found' }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
