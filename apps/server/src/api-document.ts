import {
  billInputSchema,
  flightPaymentFields,
  flightSelectSchema,
  sessionQuery,
  transferPaymentFields,
  transferSelectSchema,
} from '@yolcu/contract';
import { z } from 'zod';

/** Operations only a signed-in user may call: the document names the `Token` scheme on them (03 §16). */
const SIGNED_IN_ONLY = /^\/api\/(user\/|auth\/(logout|password)\/)/;
const DETAIL_ERROR = {
  description: 'No or bad token',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
    },
  },
};

const BINARY = { type: 'string', format: 'binary' };
const FILE_ANSWERS: Array<[ending: string, description: string, type: string]> = [
  ['/document/', 'The e-ticket or voucher (PDF)', 'application/pdf'],
  ['/calendar/', 'The calendar file; METHOD:CANCEL once the booking is cancelled', 'text/calendar'],
  ['.svg', 'The picture (an airline badge, a vehicle)', 'image/svg+xml'],
];

type Operation = {
  responses?: Record<string, { description?: string; content?: unknown }>;
  security?: unknown;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: Array<{ name: string; in: string }>;
};

/**
 * The error shape of 03 §2: `{detail}` (with a `code` where a client acts on it), or field
 * messages `{"<field>": ["message"], "non_field_errors": ["message"]}` for a 400.
 */
const ERROR_SHAPE = {
  type: 'object',
  properties: {
    detail: { type: 'string' },
    non_field_errors: { type: 'array', items: { type: 'string' } },
  },
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
};
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_SHAPE } },
});
const FOUND_BY = /^(session_unique|unique_code|share_code|id|code|type|language)$/;
/** Lookups by something other than a parameter: the caller's address (03 §2's geo). */
const NOT_FOUND_TOO = new Set(['/api/geo/']);

const beforePaymentBody = z.strictObject({ session_unique: sessionQuery.shape.session_unique });
/** `bill` is read only with `has_invoice`: left out or null otherwise, as the server takes it (issue 41). */
const payBody = (fields: z.ZodRawShape) => z.strictObject({ ...fields, bill: billInputSchema.nullable().optional() });

/**
 * Bodies whose route reads them loosely, because the real check depends on the session (the pay
 * form's rules come with the payment data, a base select is the product's own): the document
 * names every field they may carry, from the contract's own schemas.
 */
const DOCUMENTED_BODIES: Record<string, z.ZodType> = {
  '/api/flight/gateway/payment/': z.union([beforePaymentBody, payBody(flightPaymentFields)]),
  '/api/transfer/gateway/payment/': z.union([beforePaymentBody, payBody(transferPaymentFields)]),
  '/api/base/gateway/select/': z.union([
    z.strictObject(flightSelectSchema.shape),
    z.strictObject(transferSelectSchema.shape),
  ]),
  '/api/base/gateway/prebook/': beforePaymentBody,
};
const jsonBody = (path: string) => {
  const schema = DOCUMENTED_BODIES[path];
  return schema && z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
};

/**
 * The last touches of the API document: a 204 has no body (a JSON `null` would be typed by client
 * generators), and user operations reference the `Token` authorization with their 401.
 */
export function finishDocument<T extends { paths?: Record<string, unknown> }>(
  doc: T,
  rateLimited: ReadonlySet<string> = new Set(),
): T {
  for (const [path, operations] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(operations as Record<string, Operation>)) {
      if (!op?.responses) continue;
      addErrorAnswers(path, method, op, rateLimited.has(`${method.toUpperCase()} ${path}`));
      const documented = op.requestBody?.content?.['application/json'] && jsonBody(path);
      if (documented) op.requestBody!.content!['application/json'] = { schema: documented };
      if (op.responses['204']) delete op.responses['204'].content;
      // Files, not JSON: the booking's PDF and its calendar file say what they answer.
      const file = FILE_ANSWERS.find(([ending]) => path.endsWith(ending));
      if (file) op.responses['200'] = { description: file[1], content: { [file[2]]: { schema: BINARY } } };
      if (SIGNED_IN_ONLY.test(path)) {
        op.security = [{ Token: [] }];
        op.responses['401'] ??= DETAIL_ERROR;
      }
    }
  return doc;
}

/**
 * The errors every operation can answer, in the shape of 03 §2: 400 when it reads input (413 and
 * 415 for a body too large or not JSON), 404 when it looks something up by what it is given, 429
 * where a rate limit stands, and 503 when the database does not answer or the server sheds load.
 */
function addErrorAnswers(path: string, method: string, op: Operation, limited: boolean) {
  const responses = op.responses!;
  const parameters = op.parameters ?? [];
  // A write may also be refused for its headers (a device id, a token of the wrong kind).
  if (method !== 'get' || parameters.length) responses['400'] ??= errorAnswer('Invalid input: field messages');
  if (op.requestBody) {
    responses['413'] ??= errorAnswer('The body is over its size limit');
    responses['415'] ??= errorAnswer('The body is not JSON');
  }
  if (NOT_FOUND_TOO.has(path) || parameters.some((p) => p.in === 'path' || FOUND_BY.test(p.name)))
    responses['404'] ??= errorAnswer('Not found');
  if (limited) responses['429'] ??= errorAnswer('Too many requests; Retry-After says when to try again');
  responses['503'] ??= errorAnswer(
    'The database does not answer, or the server sheds load; Retry-After says when to try again',
  );
}
