import { ApiError } from '../../lib/api/errors';

/** What a failed call says to the traveller: the server's own message when it sent one. */
export const failureText = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.message ? e.message : fallback;
