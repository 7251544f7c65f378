/**
 * OpenTelemetry traces (03 §19), loaded before the app: `node --import ./dist/telemetry.js
 * dist/main.js` (from sources: `node --import tsx --import ./src/telemetry.ts src/main.ts`).
 * Nothing happens unless OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set; then every
 * request is a span named by its route template, with the PostgreSQL statements it ran under it,
 * sent over OTLP as the standard OTEL_* variables say (http/protobuf by default).
 * It must run before the app's modules load: `pg` is patched as it is imported.
 */
import { register } from 'node:module';
import { TELEMETRY_SHUTDOWN } from './observability/telemetry-shutdown.js';
import { PROBE_PATHS } from './observability/probe-paths.js';

const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
if (endpoint) await startTracing();

async function startTracing() {
  // The ESM loader hook, told to wrap only the modules an instrumentation asks for (`pg`,
  // `pg-pool`), so that every other module loads as it would without tracing.
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [{ NodeSDK }, { BatchSpanProcessor }, { FastifyOtelInstrumentation }, { PgInstrumentation }, redaction] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/sdk-trace'),
      import('@fastify/otel'),
      import('@opentelemetry/instrumentation-pg'),
      import('./observability/span-redaction.js'),
    ]);
  const num = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME, when set, names the service; the resource detectors read it.
    ...(process.env.OTEL_SERVICE_NAME ? {} : { serviceName: 'yolcu' }),
    spanProcessors: [
      new redaction.RedactingSpanProcessor(),
      new BatchSpanProcessor({
        exporter: await traceExporter(),
        maxQueueSize: num('OTEL_BSP_MAX_QUEUE_SIZE'),
        scheduledDelayMillis: num('OTEL_BSP_SCHEDULE_DELAY'),
        exportTimeoutMillis: num('OTEL_BSP_EXPORT_TIMEOUT'),
        maxExportBatchSize: num('OTEL_BSP_MAX_EXPORT_BATCH_SIZE'),
      }),
    ],
    // Traces only: metrics are /metrics (Prometheus), logs go to standard output.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new FastifyOtelInstrumentation({
        // Every Fastify instance is instrumented as it is created: the app needs no change.
        registerOnInitialization: true,
        ignorePaths: ({ url }) => PROBE_PATHS.has(url.split('?')[0] ?? ''),
        // One span per request: a span per hook and handler cost more than they tell, and an
        // anonymous plugin's span is named by its whole source text.
        instrumentHooks: false,
        instrumentHandler: false,
        // The route template, never the path: it holds booking codes and payment references.
        requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
      }),
      // A statement outside a request or a job (the job engine polling) would be a trace of its own.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  // Spans still queued go out as the process stops: main.ts awaits this once it has drained.
  (globalThis as Record<symbol, unknown>)[TELEMETRY_SHUTDOWN] = () => sdk.shutdown();
}

/** The exporter of OTEL_EXPORTER_OTLP_TRACES_PROTOCOL / OTEL_EXPORTER_OTLP_PROTOCOL; each reads its endpoint and headers itself. */
async function traceExporter() {
  const protocol =
    (process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL || '').trim() ||
    'http/protobuf';
  if (protocol === 'grpc') return new (await import('@opentelemetry/exporter-trace-otlp-grpc')).OTLPTraceExporter();
  if (protocol === 'http/json')
    return new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  return new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
}
