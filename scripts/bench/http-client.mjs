// The load runs' HTTP client (issue 21): undici's `request` on a keep-alive pool instead of `fetch`,
// whose WHATWG streams and headers cost the load generator about as much CPU per booking as the
// server's own search step, on the same two cores the server runs on. It asks for compressed
// answers as a browser does and answers with the part of `Response` the benches use.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Agent, request } from 'undici';

const pool = new Agent({ connections: 64, keepAliveTimeout: 10_000 });
const decoders = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/** `fetch(url, init)` for the benches: method, headers and a string body; the answer's body read once. */
export async function send(url, { method = 'GET', headers = {}, body } = {}) {
  const res = await request(url, {
    method,
    headers: { 'accept-encoding': 'br, gzip, deflate', ...headers },
    body,
    dispatcher: pool,
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  const decode = decoders[res.headers['content-encoding']];
  const text = (decode ? decode(raw) : raw).toString('utf8');
  return {
    ok: res.statusCode >= 200 && res.statusCode < 300,
    status: res.statusCode,
    url,
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}
