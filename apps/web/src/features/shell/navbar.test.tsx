import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettings } from '../../lib/settings-store';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { Navbar } from './navbar';

setUpPageTests();

describe('Navbar', () => {
  it("the settings chip's accessible name contains its visible text (WCAG 2.5.3)", async () => {
    mockApi({});
    useSettings.setState({ language: 'en', currency: 'TRY' });
    renderRoutes([{ path: '/', element: <Navbar /> }], ['/']);
    const chip = screen.getByTestId('settings-chip');
    expect(chip.textContent).toBe('EN · TRY');
    expect(chip.getAttribute('aria-label')).toContain(chip.textContent);
    expect(screen.getByRole('button', { name: 'Settings: EN · TRY' })).toBe(chip);
  });
});
