interface MaxRangeProps {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  /** The chosen upper bound; null means no bound (the slider at its maximum). */
  value: number | null;
  onChange(value: number | null): void;
  format(value: number): string;
}

/** An "at most" slider for filter panels; moving it to the top clears the bound. */
export function MaxRange({ id, label, min, max, step, value, onChange, format }: MaxRangeProps) {
  return (
    <section className="space-y-2 border-b border-line pb-4">
      <label htmlFor={id} className="flex justify-between font-semibold">
        {label} <span className="font-normal text-muted">≤ {format(value ?? max)}</span>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value ?? max}
        onChange={(e) => onChange(Number(e.target.value) >= max ? null : Number(e.target.value))}
        className="w-full accent-brand-600"
      />
    </section>
  );
}
