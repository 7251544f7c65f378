import type { Attributes } from '@opentelemetry/api';
import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace';

/** Attributes that hold a whole URL or its query: codes, ids, tokens and e-mail addresses. */
const DROPPED = ['url.full', 'url.query', 'url.original', 'http.url', 'http.target'];
/** The route label of requests that matched no route, as the metrics name them. */
const UNMATCHED = 'unmatched';

/**
 * Scrubs every span as it ends, before any exporter sees it (03 §19: no span attribute carries a
 * card number, a code or personal data). Whatever instrumentation made the span: a path is
 * replaced by its route template (`/payment/:reference/`), URLs and queries are dropped, and an
 * exception keeps its type and frames but not the values its message may quote.
 */
export class RedactingSpanProcessor implements SpanProcessor {
  onStart(): void {}

  onEnding(span: Span): void {
    const attributes = span.attributes as Attributes;
    if (attributes['url.path'] !== undefined) attributes['url.path'] = attributes['http.route'] ?? UNMATCHED;
    for (const key of DROPPED) delete attributes[key];
    for (const event of span.events)
      if (event.name === 'exception' && event.attributes) scrubException(event.attributes);
  }

  onEnd(): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * PostgreSQL quotes a rejected value after a colon ('invalid input syntax for type integer: "…"'),
 * and drizzle's message lists a failed query's parameters: only the words before them stay.
 */
function scrubException(attributes: Attributes) {
  const message = attributes['exception.message'];
  if (typeof message === 'string') attributes['exception.message'] = safeMessage(message);
  const stack = attributes['exception.stacktrace'];
  if (typeof stack === 'string')
    attributes['exception.stacktrace'] = stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
}

function safeMessage(message: string): string {
  const text = message.split(/\nparams: /)[0] ?? '';
  if (text.startsWith('Failed query: ')) return 'Failed query';
  return (text.split(/: ["'(]/)[0] ?? '').slice(0, 200);
}
