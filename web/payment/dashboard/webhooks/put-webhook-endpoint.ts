import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { webhookEndpointUpdateBody } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { WebhookEndpoint } from '../shared/types';

export type WebhookEndpointChange = z.infer<typeof webhookEndpointUpdateBody>;

export function putWebhookEndpoint(id: string, body: WebhookEndpointChange): Promise<WebhookEndpoint> {
  return api<WebhookEndpoint>(`/api/webhook-endpoints/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookEndpointChange }) => putWebhookEndpoint(id, body),
    onSuccess: () => invalidateResources(client, 'webhook-endpoints'),
  });
}
