/**
 * What the log keeps of an error (issue 11): its class, its code and a short message, never the
 * parameters of a failed query. drizzle's errors carry them (`params`, and its message repeats them:
 * e-mail addresses, argon2 hashes), and pino would print every enumerable property. Used as the
 * logger's `err` serializer (`serializeErr`), so every `log.x({ err }, …)` of the app goes through it.
 */
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  /** The SQL of a failed query, without its parameters (they are bound separately, never inlined). */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
};

const MAX_MESSAGE = 200;
const MAX_QUERY = 300;
const MAX_FRAMES = 8;

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null))
    return { type: typeof error, message: '' };
  const e = error as Error & Record<string, unknown>;
  const out: SafeError = {
    type: typeof e.name === 'string' && e.name !== 'Error' ? e.name : (e.constructor?.name ?? 'Error'),
    message: '',
  };
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code) out.code = code;
  if (typeof e.query === 'string' && String(e.message).startsWith('Failed query: ')) {
    // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>". (PGlite's own errors
    // carry `query` and `params` too, and keep their message.)
    out.type = 'DrizzleQueryError';
    out.message = 'Failed query';
    out.query = e.query.slice(0, MAX_QUERY);
  } else {
    out.message = shortMessage(String(e.message ?? ''), code);
  }
  // PostgreSQL names what it refused; its `detail` ("Key (email)=(…) already exists.") would quote values.
  for (const key of ['constraint', 'table', 'column'] as const)
    if (typeof e[key] === 'string') out[key] = e[key] as string;
  if (depth === 0 && typeof e.stack === 'string') {
    // The stack's first line repeats the message; only the frames are kept.
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    if (frames.length > 0)
      out.stack = frames
        .slice(0, MAX_FRAMES)
        .map((f) => f.trim())
        .join('\n');
  }
  if (e.cause !== undefined && e.cause !== null && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

function shortMessage(message: string, code: string | undefined): string {
  let text = message.split(/\nparams: /)[0] ?? '';
  // Data exceptions (SQLSTATE class 22) quote the rejected value after a colon:
  // 'invalid input syntax for type integer: "…"'. The kind of error is enough.
  if (code?.startsWith('22')) text = text.split(':')[0] ?? '';
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

/** The logger's `err` serializer: `safeError` with the stack frames pino and Fastify expect. */
export function serializeErr(error: unknown): SafeError & { stack: string } {
  const out = safeError(error);
  return { ...out, stack: out.stack ?? '' };
}
