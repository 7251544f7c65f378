import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDuration } from '../../lib/duration';
import { addCatalog, switchLanguage, translate } from '../../lib/translate';
import { setUpEnglish } from '../../test/page-test-utils';
import { type Bounds, NO_BOUNDS } from './bounds';
import { RangeFilter } from './range-filter';

const catalogDir = path.resolve(import.meta.dirname, '../../../../server/src/data/i18n');
const turkish: Record<string, string> = Object.assign(
  {},
  ...readdirSync(catalogDir)
    .filter((f) => f === 'tr.json' || f.endsWith('.tr.json'))
    .map((f) => JSON.parse(readFileSync(path.join(catalogDir, f), 'utf8'))),
);

let last: Bounds = NO_BOUNDS;
function DurationFilter() {
  const duration = useDuration();
  const [value, setValue] = useState<Bounds>(NO_BOUNDS);
  return (
    <RangeFilter
      label={translate('results.filter_duration')}
      min={75}
      max={300}
      step={5}
      value={value}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
      format={duration}
    />
  );
}

beforeAll(async () => {
  await setUpEnglish();
  addCatalog('tr', turkish);
});
afterEach(async () => {
  cleanup();
  switchLanguage('en');
  last = NO_BOUNDS;
});

describe('range filter', () => {
  it('offers both ends, each labelled, reading durations in English', () => {
    render(<DurationFilter />);
    const low = screen.getByRole('slider', { name: 'Minimum Duration' });
    const high = screen.getByRole('slider', { name: 'Maximum Duration' });
    expect(low.getAttribute('aria-valuetext')).toBe('1h 15m');
    expect(high.getAttribute('aria-valuetext')).toBe('5h');
    expect(screen.getByTestId('range-output').textContent).toBe('1h 15m – 5h');
  });

  it('reads Turkish in Turkish', async () => {
    switchLanguage('tr');
    render(<DurationFilter />);
    const low = screen.getByRole('slider', { name: 'En az Süre' });
    expect(low.getAttribute('aria-valuetext')).toBe('1 sa 15 dk');
    expect(screen.getByRole('slider', { name: 'En çok Süre' }).getAttribute('aria-valuetext')).toBe('5 sa');
    expect(screen.getByTestId('range-output').textContent).toBe('1 sa 15 dk – 5 sa');
    expect(document.body.textContent).not.toMatch(/\dh|\dm\b/);
  });

  it('moves each end on its own, and an end back at the edge opens that side', () => {
    render(<DurationFilter />);
    const low = screen.getByRole('slider', { name: 'Minimum Duration' });
    const high = screen.getByRole('slider', { name: 'Maximum Duration' });
    fireEvent.change(low, { target: { value: '90' } });
    expect(last).toEqual({ min: 90, max: null });
    fireEvent.change(high, { target: { value: '180' } });
    expect(last).toEqual({ min: 90, max: 180 });
    expect(screen.getByTestId('range-output').textContent).toBe('1h 30m – 3h');
    expect(low.getAttribute('aria-valuetext')).toBe('1h 30m');
    fireEvent.change(low, { target: { value: '75' } });
    expect(last).toEqual({ min: null, max: 180 });
  });
});
