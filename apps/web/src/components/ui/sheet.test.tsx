import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { translate } from '../../lib/translate';
import { Sheet } from './sheet';

setUpPageTests();

function Demo() {
  const [open, setOpen] = useState(true);
  return (
    <Sheet isOpen={open} onOpenChange={setOpen} title="Passengers">
      content
    </Sheet>
  );
}

describe('Sheet', () => {
  it('names its close button "Close" from the catalogue, and the button closes it', async () => {
    renderRoutes([{ path: '/', element: <Demo /> }], ['/']);
    await screen.findByRole('dialog', { name: 'Passengers' });
    expect(translate('common.close')).toBe('Close');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
