// Runs one autocannon load in a worker thread, so the load generator never shares an event loop with
// a server under test (the bare Fastify server lives on the bench's main thread).
// Inside a worker thread autocannon hands back raw, unaggregated histograms, and its latency histogram
// is in whole milliseconds (a sub-millisecond p50 reads 0), so the rate and the latency percentiles
// are computed here from the completed-request count and each response's own float duration.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, duration, headers } = workerData;
let times = new Float64Array(1 << 16);
let n = 0;

const instance = autocannon({ url, connections, duration, headers }, (err, raw) => {
  if (err) {
    parentPort.postMessage({ error: String(err?.stack ?? err) });
    return;
  }
  const sorted = times.subarray(0, n).sort();
  const pct = (p) => (n ? sorted[Math.min(n - 1, Math.floor((p / 100) * n))] : null);
  parentPort.postMessage({
    result: {
      requestsAverage: raw.totalCompletedRequests / raw.duration,
      requestsTotal: raw.totalCompletedRequests,
      latencyP50: pct(50),
      latencyP99: pct(99),
      latencyAverage: n ? sorted.reduce((a, b) => a + b, 0) / n : null,
      errors: raw.errors,
      timeouts: raw.timeouts,
      non2xx: raw.non2xx,
      duration: raw.duration,
    },
  });
});

instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode < 200 || statusCode >= 300) return;
  if (n === times.length) {
    const bigger = new Float64Array(times.length * 2);
    bigger.set(times);
    times = bigger;
  }
  times[n++] = responseTime;
});
