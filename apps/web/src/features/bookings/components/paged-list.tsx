import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton, Spinner } from '../../../components/ui/skeleton';
import type { Paged } from '../api/bookings';
import { LoadFailed } from './load-failed';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  empty: string;
  render(item: T): ReactNode;
  /** What holds the items (a desktop's table, issue 42); a list by default. */
  list?(items: ReactNode): ReactNode;
}

/** A paged list that loads the next page when its end scrolls near, with a button as a fallback. */
export function PagedList<T>({ query, empty, render, list }: PagedListProps<T>) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0]?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '250px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  if (query.isPending) return <ListSkeleton rows={3} />;
  if (query.isError && items.length === 0) return <LoadFailed onRetry={() => query.refetch()} />;
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      {list ? (
        list(items.map(render))
      ) : (
        <ul className="space-y-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-3 lg:space-y-0">{items.map(render)}</ul>
      )}
      <div ref={sentinel} aria-hidden className="h-1" />
      {isFetchingNextPage ? (
        <Spinner label={t('common.loading')} />
      ) : (
        hasNextPage && (
          <Button variant="ghost" className="mt-2 w-full" onPress={() => fetchNextPage()}>
            {t('bookings.show_more')}
          </Button>
        )
      )}
    </>
  );
}
