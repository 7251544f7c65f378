import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { PillTabs } from './pill-tabs';
import { useUrlTab } from './tabs';

setUpPageTests();

function Demo() {
  const [tab, select] = useUrlTab(['one', 'two', 'three']);
  return (
    <PillTabs
      idPrefix="demo"
      label="Demo"
      tabs={[
        ['one', 'One'],
        ['two', 'Two'],
        ['three', 'Three'],
      ]}
      selected={tab}
      onSelect={select}
    >
      Panel {tab}
    </PillTabs>
  );
}

describe('Tabs', () => {
  it('marks the open tab, labels its panel and keeps it in the address', async () => {
    const { history } = renderRoutes([{ path: '/x/', element: <Demo /> }], ['/x/?tab=two']);
    expect(screen.getByRole('tablist', { name: 'Demo' })).toBeTruthy();
    const two = screen.getByRole('tab', { name: 'Two' });
    expect(two.getAttribute('aria-selected')).toBe('true');
    expect(two.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'One' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Panel two');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'One' }));
    expect(history.location.search).toBe('');
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('Panel one');
  });

  it('moves and selects with the arrow keys, wrapping at the ends', async () => {
    const { history } = renderRoutes([{ path: '/x/', element: <Demo /> }], ['/x/']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    expect(history.location.search).toBe('?tab=three');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
  });

  it('falls back to the first tab for an unknown one', () => {
    renderRoutes([{ path: '/x/', element: <Demo /> }], ['/x/?tab=nope']);
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
  });
});
