import type { ContactRequest } from '@yolcu/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api/client';

export const useSendContact = () =>
  useMutation({ mutationFn: (body: ContactRequest) => post<{ detail: string }>('/api/contact/', body) });
