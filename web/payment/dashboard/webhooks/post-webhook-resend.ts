import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';

/** Queues the event for the endpoint again, as a new delivery. */
export function postWebhookResend(id: string, eventId: string): Promise<{ queued: true }> {
  return api<{ queued: true }>(`/api/webhook-endpoints/${encodeURIComponent(id)}/resend`, { method: 'POST', body: { event_id: eventId } });
}

export function useResendWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, eventId }: { id: string; eventId: string }) => postWebhookResend(id, eventId),
    onSuccess: () => invalidateResources(client, 'webhook-endpoints'),
  });
}
