import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../../test/page-test-utils';
import { FilteredOut } from './filtered-out';

setUpPageTests();

describe('results the filters hide all of (issue 41)', () => {
  it('says the filters hide them, how many, and clears the filters on a press', async () => {
    const onClear = vi.fn();
    render(<FilteredOut total={7} onClear={onClear} />);
    expect(screen.getByText('No results match your filters')).toBeTruthy();
    expect(screen.getByText('7 results are hidden by the filters.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
