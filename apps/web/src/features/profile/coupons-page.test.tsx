import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings-store';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { CouponsPage } from './coupons-page';

setUpPageTests();
beforeEach(() => useSession.setState({ token: 'test-token' }));
afterEach(() => {
  useSession.setState({ token: null });
  useSettings.setState({ currency: 'TRY' });
});

describe('My Coupons', () => {
  it('shows a coupon as the TRY it takes off, as My Tickets shows what was paid, whatever the display currency (issue 41)', async () => {
    useSettings.setState({ currency: 'EUR' });
    mockApi({
      'GET /api/user/coupons/': {
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 1, code: 'HOSGELDIN250', value: 250, used: false, expried_date: '2099-01-01' }],
        },
      },
      'GET /api/currency/EUR/': { body: { code: 'EUR', value: 0.027 } },
    });
    renderRoutes([{ path: '/profile/coupons/', element: <CouponsPage /> }], ['/profile/coupons/']);
    const coupon = await screen.findByTestId('coupon');
    expect(coupon.textContent).toContain('₺250.00');
    expect(coupon.textContent).not.toContain('€');
  });
});
