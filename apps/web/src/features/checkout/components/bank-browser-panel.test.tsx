import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, setUpPageTests } from '../../../test/page-test-utils';
import { BankBrowserPanel } from './bank-browser-panel';

setUpPageTests();
afterEach(() => vi.restoreAllMocks());

const BANK = 'http://localhost:8080/payment/ref123/';

function fakeWindow() {
  return { close: vi.fn() } as unknown as Window & { close: ReturnType<typeof vi.fn> };
}

describe('the bank page in the in-app browser (native shell)', () => {
  it('opens the bank page outside the app, says what to do, and closes it when the step ends', async () => {
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const onCancel = vi.fn();
    const view = renderRoutes(
      [
        {
          path: '/',
          element: <BankBrowserPanel url={BANK} onCancel={onCancel} onPageLoaded={() => {}} onClosed={() => {}} />,
        },
      ],
      ['/'],
    );
    const panel = await screen.findByRole('dialog', { name: '3D Secure verification' });
    expect(panel.textContent).toContain("Your bank's verification page is open.");
    await waitFor(() => expect(open).toHaveBeenCalledWith(BANK, '_blank'));
    expect(document.querySelector('iframe')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the payment' }));
    expect(onCancel).toHaveBeenCalledOnce();

    view.unmount();
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
  });

  it('opens the bank page again when asked', async () => {
    const first = fakeWindow();
    const second = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(first).mockReturnValueOnce(second);
    renderRoutes(
      [
        {
          path: '/',
          element: <BankBrowserPanel url={BANK} onCancel={() => {}} onPageLoaded={() => {}} onClosed={() => {}} />,
        },
      ],
      ['/'],
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Open the bank page again' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(first.close).toHaveBeenCalled();
  });
});
