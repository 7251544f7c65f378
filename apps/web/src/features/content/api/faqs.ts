import type { Faq } from '@yolcu/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import { useSettings } from '../../../lib/settings-store';

export const useFaqs = () => {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: ['faqs', language],
    queryFn: () => get<{ results: Faq[] }>('/api/faqs/').then((r) => r.results),
  });
};
