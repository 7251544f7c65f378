import { detailErrorSchema } from '@yolcu/contract';

/** Staff routes name the `Staff` scheme (`Authorization: Bearer <token>`) and its refusals (03 §16). */
export const staffSecurity = [{ Staff: [] as string[] }];
export const staffRefusals = { 401: detailErrorSchema, 403: detailErrorSchema } as const;
export const tags = ['admin'];

/** `next`/`previous` of a paged list (03 §2), from PUBLIC_URL as the other paged lists build them. */
export function pageLinks(base: string, page: number, perPage: number, count: number, params: Record<string, unknown>) {
  const link = (p: number) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
    query.set('page', String(p));
    return `${base}?${query}`;
  };
  return { next: page * perPage < count ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null };
}
