import type { ContactMessageInput, ContactMessageResult } from '@preparena/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendMessage = (input: ContactMessageInput) =>
  api<ContactMessageResult>('/api/messages', { method: 'POST', body: input });

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
