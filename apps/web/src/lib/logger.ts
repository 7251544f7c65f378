import { LOG_LIMITS, sanitizeForLog, sanitizeText, type UiLogEvent } from '@yolcu/contract';
import { apiUrl } from './api/origin';

/**
 * UI event logger of 01 §7: events queue up and go out every 30 s once at least 5 are waiting,
 * at once when 15 are waiting, and at once for error states. Sensitive fields never leave the device.
 */
type State = UiLogEvent['event_state'];
const queue: UiLogEvent[] = [];
let timer: ReturnType<typeof setInterval> | null = null;
let sender: (events: UiLogEvent[]) => Promise<void> = defaultSender;

async function defaultSender(events: UiLogEvent[]) {
  // Plain fetch, not the api client: a failed log call must not log itself.
  await fetch(apiUrl('/api/log/'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Device-Id': localStorage.getItem('yolcu.device_id') ?? '' },
    body: JSON.stringify(events),
    keepalive: true,
  }).catch(() => undefined);
}

export function flushLogs() {
  if (queue.length === 0) return;
  const batch = queue.splice(0, queue.length);
  void sender(batch);
}

function ensureTimer() {
  if (timer || typeof window === 'undefined') return;
  timer = setInterval(() => {
    if (queue.length >= LOG_LIMITS.sendAtQueued) flushLogs();
  }, LOG_LIMITS.sendIntervalMs);
  window.addEventListener('pagehide', flushLogs);
}

export function logEvent(state: State, name: string, explanation = '', postData?: Record<string, unknown>) {
  ensureTimer();
  queue.push({
    event_state: state,
    event_name: sanitizeText(name, 100),
    explanation: sanitizeText(explanation),
    post_data: postData ? (sanitizeForLog(postData) as Record<string, unknown>) : null,
    event_time: new Date().toISOString(),
    page_name: typeof window === 'undefined' ? '' : window.location.pathname.slice(0, 200),
  });
  if (state === 'error' || state === 'critical' || queue.length >= LOG_LIMITS.flushAtQueued) flushLogs();
}

/**
 * Answers that are part of a normal visit, not faults: the caller's city is unknown for a private
 * or local address (`GET /api/geo/` 404) and the form falls back to the popular airports.
 */
const EXPECTED_FAILURES: ReadonlyArray<{ method: string; path: string; status: number }> = [
  { method: 'GET', path: '/api/geo/', status: 404 },
];

export const isExpectedFailure = (method: string, path: string, status: number) =>
  EXPECTED_FAILURES.some((f) => f.method === method && f.path === path && f.status === status);

/** Request failures: 5xx critical, 4xx error, 3xx warning, an expected answer info; up to 1000 characters of the response. */
export function logRequestFailure(method: string, path: string, status: number, responseText: string) {
  if (path === '/api/log/') return;
  const state: State = isExpectedFailure(method, path, status)
    ? 'info'
    : status >= 500
      ? 'critical'
      : status >= 400
        ? 'error'
        : 'warning';
  logEvent(state, 'request_failed', `${method} ${path} ${status}`, {
    response: sanitizeText(responseText, LOG_LIMITS.maxResponseText),
  });
}

/** For tests: capture what would be sent. */
export function setLogSender(fn: typeof sender) {
  sender = fn;
}
export const pendingLogs = () => queue.length;
