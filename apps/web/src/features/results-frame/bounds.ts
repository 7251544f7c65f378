/** A range filter's chosen ends; null on either side means that side is open (02 §9: min and max). */
export interface Bounds {
  min: number | null;
  max: number | null;
}

export const NO_BOUNDS: Bounds = { min: null, max: null };

/** 02 §9: range filters keep results within 2 units of the chosen bounds. */
export const RANGE_TOLERANCE = 2;

export const boundsActive = (b: Bounds) => b.min !== null || b.max !== null;

/** Whether a value falls inside the bounds, each end widened by the tolerance. */
export const withinBounds = (value: number, b: Bounds) =>
  (b.min === null || value >= b.min - RANGE_TOLERANCE) && (b.max === null || value <= b.max + RANGE_TOLERANCE);

/**
 * The bounds a slider moved to: an end pushed to the edge of the data opens that side again, so a
 * filter left at its extremes counts as no filter.
 */
export const boundsFromSlider = ([lo, hi]: number[], min: number, max: number): Bounds => ({
  min: lo === undefined || lo <= min ? null : lo,
  max: hi === undefined || hi >= max ? null : hi,
});
