import type { FastifySchemaValidationError } from 'fastify';
import { catalogs } from './i18n.js';

/** A zod issue's message is a catalogue token when our schemas set it; zod's own defaults are mapped by code. */
function tokenOf(issue: FastifySchemaValidationError): string {
  const message = issue.message ?? '';
  if ((message.split('|')[0] ?? '') in catalogs.en.catalog) return message;
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'invalid_type':
      return params.input === undefined ? 'v.required' : 'v.invalid';
    case 'too_small':
      return params.origin === 'string' ? `v.min_length|${params.minimum}` : 'v.invalid';
    case 'too_big':
      return params.origin === 'string' ? `v.max_length|${params.maximum}` : 'v.invalid';
    default:
      return 'v.invalid';
  }
}

/** Zod issues → `{field: [token]}` with nested paths dotted and root issues under non_field_errors. */
export function fieldErrorsFromValidation(issues: FastifySchemaValidationError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const token = tokenOf(issue);
    const list = out[field] ?? [];
    if (!list.includes(token)) list.push(token);
    out[field] = list;
  }
  return out;
}

/** The same mapping for a schema parsed inside a handler (rules that depend on stored data). */
export function fieldErrorsFromZod(error: {
  issues: Array<{ code: string; path: PropertyKey[]; message: string }>;
}): Record<string, string[]> {
  return fieldErrorsFromValidation(
    error.issues.map((issue) => {
      const path = issue.path.map(String);
      // A root refinement that names `non_field_errors` lands there, not under a nested path.
      const instancePath = path[0] === 'non_field_errors' ? '' : path.length ? `/${path.join('/')}` : '';
      return {
        instancePath,
        keyword: issue.code,
        message: issue.message,
        params: issue as unknown as Record<string, unknown>,
        schemaPath: '',
      };
    }),
  );
}
