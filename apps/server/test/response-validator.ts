import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Doc = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >;
  components?: { schemas?: Record<string, object> };
};

/**
 * The answers under /api/ that no operation of the document stands for, each with its reason
 * (issue 41). Any other answer under /api/ must come from an operation the document lists.
 */
export const OUTSIDE_THE_DOCUMENT: ReadonlyArray<{ rule: string; reason: string }> = [
  { rule: 'GET /api/openapi.json', reason: 'the document itself, not one of its operations' },
  { rule: '/api/docs and below', reason: "Swagger UI's page and files (HTML, scripts): a reader of the document" },
  {
    rule: 'OPTIONS',
    reason: 'a CORS preflight, answered by the CORS hook for any path (or 404/405 for a stranger): no operation',
  },
  { rule: 'HEAD', reason: "Fastify's HEAD of a GET: checked as that GET, whose path the document must list" },
  {
    rule: '404 where no route serves the method and path',
    reason: 'the not-found handler: an unknown path cannot be in the document',
  },
  {
    rule: '400 for a path that does not percent-decode',
    reason: 'refused before routing (the API shape of a bad request): such a path names no operation at all',
  },
  {
    rule: '405 on a documented path',
    reason: "the not-found handler's answer for a method the path lacks; its Allow lists the document's methods",
  },
];
/**
 * The first two rules, by path. Outside /api/ is not the API and not checked: pages, files,
 * /healthz and /readyz, /metrics, the bank's and the price alerts' pages.
 */
const HIDDEN_PATHS = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/];

/**
 * Checks every answer an API test receives against the API document (03 §16): the operation is
 * found by method and path template, and an answer from an operation the document lacks fails
 * (save the rules of OUTSIDE_THE_DOCUMENT). A JSON answer's status must be documented (an
 * undocumented status fails) with a schema the body fits.
 */
export function validateAnswersAgainstDocument(app: FastifyInstance) {
  type Route = { method: string; pattern: RegExp; responses: Record<string, ValidateFunction | null> };
  let routes: Route[] | null = null;
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  const load = async (inject: FastifyInstance['inject']) => {
    const doc = (await inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    routes = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations)) {
        const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        const responses: Record<string, ValidateFunction | null> = {};
        for (const [status, r] of Object.entries(op.responses ?? {})) {
          const schema = r.content?.['application/json']?.schema;
          responses[status] = schema ? ajv.compile({ ...schema, components: doc.components }) : null;
        }
        routes.push({ method: method.toUpperCase(), pattern, responses });
      }
  };
  /** Whether a route serves the method and path (else the not-found handler answered). */
  const served = (method: string, path: string) => app.findRoute({ method: method as 'GET', url: path }) !== null;

  const decodes = (path: string) => {
    try {
      decodeURIComponent(path);
      return true;
    } catch {
      return false;
    }
  };

  const original = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (opts: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const res = await original(opts);
    const { method: asked = 'GET', url = '' } = typeof opts === 'string' ? { url: opts } : opts;
    const path = String(url).split('?')[0]!;
    if (!path.startsWith('/api/') || HIDDEN_PATHS.some((p) => p.test(path))) return res;
    const upper = String(asked).toUpperCase();
    if (upper === 'OPTIONS') return res;
    const method = upper === 'HEAD' ? 'GET' : upper;
    if (!routes) await load(original as FastifyInstance['inject']);
    const onPath = routes!.filter((r) => r.pattern.test(path));
    if (res.statusCode === 400 && !decodes(path)) return res;
    if (res.statusCode === 404 && !served(upper, path)) return res;
    if (res.statusCode === 405 && !served(upper, path)) {
      if (onPath.length === 0)
        throw new Error(`${upper} ${path} answered 405 for a path the API document lacks: ${res.body.slice(0, 300)}`);
      return res;
    }
    const route = onPath.find((r) => r.method === method);
    if (!route)
      throw new Error(
        `${upper} ${path} answered ${res.statusCode} from an operation the API document lacks (see OUTSIDE_THE_DOCUMENT)`,
      );
    if (upper === 'HEAD') return res;
    if (!String(res.headers['content-type'] ?? '').includes('application/json')) return res;
    if (res.headers['content-encoding']) return res; // a compression test reads the bytes itself
    const status = String(res.statusCode);
    if (!(status in route.responses))
      throw new Error(
        `${method} ${path} answered ${status}, a status its document does not list: ${res.body.slice(0, 300)}`,
      );
    const validate = route.responses[status];
    if (!validate) return res;
    if (!validate(res.json()))
      throw new Error(
        `${method} ${path} answered ${res.statusCode} outside its documented schema: ${ajv.errorsText(validate.errors)}\n${res.body.slice(0, 500)}`,
      );
    return res;
  };
  (app as unknown as { inject: typeof checked }).inject = checked;
}
