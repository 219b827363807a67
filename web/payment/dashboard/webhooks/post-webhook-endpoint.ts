import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { webhookEndpointCreateBody } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { CreatedWebhookEndpoint } from '../shared/types';

export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateBody>;

/** The answer carries the signing secret, the only time it is sent. */
export function postWebhookEndpoint(body: WebhookEndpointCreate): Promise<CreatedWebhookEndpoint> {
  return api<CreatedWebhookEndpoint>('/api/webhook-endpoints', { method: 'POST', body });
}

export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postWebhookEndpoint,
    onSuccess: () => invalidateResources(client, 'webhook-endpoints'),
  });
}
