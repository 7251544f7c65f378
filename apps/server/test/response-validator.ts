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
 * Checks every JSON answer an API test receives against the API document (03 §16): the
 * operation is found by method and path template, and the answer's status must be documented
 * (an undocumented status fails) with a schema the body fits. A test whose answer breaks its documented schema fails.
 */
export function validateAnswersAgainstDocument(app: FastifyInstance) {
  let routes: Array<{ method: string; pattern: RegExp; responses: Record<string, ValidateFunction | null> }> | null =
    null;
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

  const original = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (opts: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const res = await original(opts);
    const { method = 'GET', url = '' } = typeof opts === 'string' ? { url: opts } : opts;
    const path = String(url).split('?')[0]!;
    if (!path.startsWith('/api/') || path === '/api/openapi.json') return res;
    if (!String(res.headers['content-type'] ?? '').includes('application/json')) return res;
    if (res.headers['content-encoding']) return res; // a compression test reads the bytes itself
    if (!routes) await load(original as FastifyInstance['inject']);
    const route = routes!.find((r) => r.method === String(method).toUpperCase() && r.pattern.test(path));
    if (!route) return res;
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
