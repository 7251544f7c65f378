import type { Notification } from '@yolcu/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationInfoKey } from '../../lib/api/queries';
import { useTranslation } from '../../lib/translate';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ListSkeleton, Spinner } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format';
import { useSettings } from '../../lib/settings-store';
import { useMarkRead, useNotifications } from './api/notifications';
import { useDocumentTitle } from '../../lib/use-document-title';

function Item({ n, onOpen }: { n: Notification; onOpen(): void }) {
  const language = useSettings((s) => s.language);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-readed={n.readed}
        className={`flex w-full gap-3 px-4 py-3.5 text-start ${n.readed ? 'bg-surface' : 'bg-brand-50'}`}
      >
        <span
          className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.readed ? 'bg-transparent' : 'bg-brand-500'}`}
          aria-hidden
        />
        <span className="min-w-0 flex-1">
          <span className={`block text-[15px] ${n.readed ? 'font-medium' : 'font-semibold'}`}>{n.title}</span>
          <span className="mt-0.5 block text-sm text-muted">{n.content}</span>
          <time className="mt-1 block text-xs text-muted" dateTime={n.created_at}>
            {formatDateTime(n.created_at, language)}
          </time>
        </span>
      </button>
    </li>
  );
}

/** Notifications with infinite scroll; unread ones highlighted and marked read when opened. */
export function NotificationsPage() {
  useDocumentTitle('a11y.title.notifications');
  const { t } = useTranslation();
  const list = useNotifications();
  const mark = useMarkRead();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0]?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = list.data?.pages.flatMap((p) => p.results) ?? [];
  // The bell's badge says what the list says (issue 41): its own count is asked at most once a
  // minute, so a list newer than it sets it.
  const qc = useQueryClient();
  const listUnread = list.data?.pages[0]?.unread_count;
  useEffect(() => {
    if (listUnread !== undefined) qc.setQueryData(notificationInfoKey, listUnread);
  }, [listUnread, qc]);
  const unread = list.data?.pages[0]?.unread_count ?? 0;
  return (
    <div className="pb-8">
      <PageHeader
        title={t('notifications.title')}
        subtitle={unread > 0 ? t('notifications.unread', { count: unread }) : undefined}
      />
      {unread > 0 && (
        <div className="flex justify-end px-4 pb-2">
          <button
            type="button"
            onClick={() => mark.all.mutate()}
            className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('notifications.mark_all')}
          </button>
        </div>
      )}
      <div className="px-4">
        {list.isPending && <ListSkeleton rows={6} />}
        {list.isError && <EmptyState title={t('error.load_failed')} />}
        {list.isSuccess && items.length === 0 && <EmptyState title={t('notifications.empty')} />}
        {items.length > 0 && (
          <ul
            className="divide-y divide-line overflow-hidden rounded-2xl border border-line"
            data-testid="notification-list"
          >
            {items.map((n) => (
              <Item key={n.id} n={n} onOpen={() => !n.readed && mark.one.mutate(n.id)} />
            ))}
          </ul>
        )}
        <div ref={sentinel} aria-hidden className="h-1" />
        {isFetchingNextPage && <Spinner label={t('common.loading')} />}
      </div>
    </div>
  );
}
