import { useEffect, useRef } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useTranslation } from '../../lib/translate';
import { type Bounds, boundsFromSlider } from './bounds';

interface RangeFilterProps {
  label: string;
  /** The lowest and highest value among the results. */
  min: number;
  max: number;
  step: number;
  value: Bounds;
  onChange(value: Bounds): void;
  /** How a value reads on screen and to a screen reader ("1 sa 15 dk", "₺1.500,00"). */
  format(value: number): string;
}

/**
 * One thumb of the range. React Aria words a thumb's value with a number formatter, which cannot
 * say "1 sa 15 dk" or a converted price; the value text is set to what the screen shows instead,
 * after React Aria's own (effects run after the commit that wrote it). React Aria centres a thumb on its
 * point with translate(-50%, -50%), so `top-1/2` puts it on the line.
 */
function Thumb({ index, label, text }: { index: number; label: string; text: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.setAttribute('aria-valuetext', text);
  });
  return (
    <SliderThumb
      index={index}
      aria-label={label}
      inputRef={input}
      className="top-1/2 size-7 rounded-full border-2 border-brand-600 bg-white shadow data-[dragging]:bg-brand-50 data-[focus-visible]:ring-4 data-[focus-visible]:ring-brand-500/40"
    />
  );
}

/** A two-ended slider for a filter panel: both ends move, each labelled; ends at the edges mean no bound. */
export function RangeFilter({ label, min, max, step, value, onChange, format }: RangeFilterProps) {
  const { t } = useTranslation();
  // A single result (or equal ones) leaves nothing to choose between: the range is shown, not offered.
  const top = max > min ? max : min + step;
  const values = [Math.max(min, value.min ?? min), Math.min(top, value.max ?? top)];
  return (
    <Slider
      minValue={min}
      maxValue={top}
      step={step}
      value={values}
      isDisabled={max <= min}
      onChange={(v) => onChange(boundsFromSlider(v, min, top))}
      className="space-y-1 border-b border-line pb-4"
    >
      <div className="flex flex-wrap justify-between gap-x-3">
        <Label className="font-semibold">{label}</Label>
        <SliderOutput className="text-muted" data-testid="range-output">
          {({ state }) => `${format(state.getThumbValue(0))} – ${format(state.getThumbValue(1))}`}
        </SliderOutput>
      </div>
      <SliderTrack className="relative mx-3.5 h-11">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-1 w-full -translate-y-1/2 rounded-full bg-line" />
            <div
              className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-brand-600"
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            <Thumb index={0} label={t('range_filter.lowest')} text={format(state.getThumbValue(0))} />
            <Thumb index={1} label={t('range_filter.highest')} text={format(state.getThumbValue(1))} />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
