import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';

export function deleteWebhookEndpoint(id: string): Promise<{ id: string; deleted: true }> {
  return api<{ id: string; deleted: true }>(`/api/webhook-endpoints/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => invalidateResources(client, 'webhook-endpoints'),
  });
}
