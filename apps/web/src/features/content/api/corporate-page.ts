import type { CorporatePage } from '@yolcu/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import { useSettings } from '../../../lib/settings-store';

export const useCorporatePage = (id: string | undefined) => {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: ['corporate-page', id, language],
    queryFn: () => get<CorporatePage>(`/api/content/corporate/${id}/`),
    enabled: Boolean(id && /^\d+$/.test(id)),
    retry: false,
  });
};
