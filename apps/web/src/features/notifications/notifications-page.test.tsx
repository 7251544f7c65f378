import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationInfoKey } from '../../lib/api/queries';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { NotificationsPage } from './notifications-page';

setUpPageTests();
// The list asks for more when its end comes into view; here it never does.
beforeEach(() =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  ),
);

describe('notifications', () => {
  it("set the bell's badge to the list's unread count when the list is newer (issue 41)", async () => {
    mockApi({
      'GET /api/notification/list/': {
        body: {
          count: 1,
          next: null,
          previous: null,
          unread_count: 3,
          results: [
            { id: 1, title: 'Yeni rota', content: 'Kapadokya', readed: false, created_at: '2026-11-27T10:00:00Z' },
          ],
        },
      },
    });
    const { client } = renderRoutes([{ path: '/notifications/', element: <NotificationsPage /> }], ['/notifications/']);
    client.setQueryData(notificationInfoKey, 1);
    await screen.findByText('Yeni rota');
    await waitFor(() => expect(client.getQueryData(notificationInfoKey)).toBe(3));
  });
});
