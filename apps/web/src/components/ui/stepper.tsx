interface StepperProps {
  label: string;
  hint?: string;
  value: number;
  canDecrement: boolean;
  canIncrement: boolean;
  onChange(delta: 1 | -1): void;
  decrementLabel: string;
  incrementLabel: string;
}

/** A − value + row with 44 px buttons; the value is announced when it changes. */
export function Stepper({
  label,
  hint,
  value,
  canDecrement,
  canIncrement,
  onChange,
  decrementLabel,
  incrementLabel,
}: StepperProps) {
  const button =
    'grid size-11 place-items-center rounded-full border border-line text-xl font-semibold text-brand-700 disabled:text-line disabled:border-line/60';
  return (
    <div className="flex items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium">{label}</p>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          disabled={!canDecrement}
          onClick={() => onChange(-1)}
          aria-label={`${decrementLabel}: ${label}`}
        >
          −
        </button>
        <output className="w-6 text-center text-lg font-semibold" aria-live="polite" aria-label={label}>
          {value}
        </output>
        <button
          type="button"
          className={button}
          disabled={!canIncrement}
          onClick={() => onChange(1)}
          aria-label={`${incrementLabel}: ${label}`}
        >
          +
        </button>
      </div>
    </div>
  );
}
