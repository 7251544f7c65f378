/** How a booking ended: its payment completed it, or failed it (declined, sold out, lapsed, cancelled…). */
export type BookingOutcome = 'completed' | 'failed';

type Listener = (product: string, outcome: BookingOutcome) => void;

/**
 * The booking core tells whoever listens (the metrics) how each booking ended, without knowing
 * about them. Process-wide: two apps built in one process (some tests do) each hear both.
 */
const listeners = new Set<Listener>();

/** Listens from now on; answers the function that stops listening. */
export function onBookingOutcome(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportBookingOutcome(product: string, outcome: BookingOutcome): void {
  for (const listener of listeners) listener(product, outcome);
}
