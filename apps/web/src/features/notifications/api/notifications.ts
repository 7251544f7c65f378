import { NOTIFICATION_PAGE_SIZE, type NotificationList } from '@yolcu/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api/client';
import { notificationInfoKey } from '../../../lib/api/queries';
import { useSettings } from '../../../lib/settings-store';

const listKey = ['notifications'] as const;

/** 10 at first, 10 more each time the list end scrolls into view (01 §7). */
export const useNotifications = () => {
  const language = useSettings((s) => s.language);
  return useInfiniteQuery({
    queryKey: [...listKey, language],
    queryFn: ({ pageParam }) =>
      get<NotificationList>('/api/notification/list/', { page: pageParam, per_page: NOTIFICATION_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    staleTime: 0,
  });
};

export const useMarkRead = () => {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: listKey }), qc.invalidateQueries({ queryKey: notificationInfoKey })]);
  return {
    one: useMutation({ mutationFn: (id: number) => post<void>(`/api/notification/${id}/read/`), onSuccess: refresh }),
    all: useMutation({ mutationFn: () => post<void>('/api/notification/read-all/'), onSuccess: refresh }),
  };
};
