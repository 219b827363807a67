import type { QueryClient } from '@tanstack/react-query';

/** Every dashboard query sits under one root, then its resource, then the mode it was read in. */
export const DASHBOARD_KEY = 'payment-dashboard';

export type DashboardResource =
  | 'products'
  | 'prices'
  | 'payment-links'
  | 'payment-methods'
  | 'payment-currencies'
  | 'customers'
  | 'events'
  | 'api-keys'
  | 'webhook-endpoints'
  | 'settings';

export function dashboardKey(resource: DashboardResource, livemode: boolean, ...rest: unknown[]) {
  return [DASHBOARD_KEY, resource, livemode, ...rest] as const;
}

/** Marks a resource stale in both modes after a change. */
export function invalidateResources(client: QueryClient, ...resources: DashboardResource[]): Promise<void> {
  return client
    .invalidateQueries({ predicate: (query) => query.queryKey[0] === DASHBOARD_KEY && resources.includes(query.queryKey[1] as DashboardResource) })
    .then(() => undefined);
}
