import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { didSegment, storeApi } from './api';
import type { AccessToken, Category, Page, Plugin, PluginDetail, PluginVersion, ReviewComment, ReviewType, Visibility } from './types';

/** Every store query sits under this root. */
export const STORE_KEY = 'store';

export type ListQuery = { q?: string; category?: string; sort?: string; page: number; pageSize: number };

export function usePublicPlugins(query: ListQuery) {
  return useQuery({
    queryKey: [STORE_KEY, 'plugins', query],
    queryFn: ({ signal }) => storeApi<Page<Plugin>>('/plugins', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: [STORE_KEY, 'categories'],
    queryFn: ({ signal }) => storeApi<Page<Category>>('/categories', { signal }),
    staleTime: 60_000,
  });
}

export function usePluginDetail(did: string | undefined, enabled = true) {
  return useQuery({
    queryKey: [STORE_KEY, 'plugin', did],
    queryFn: ({ signal }) => storeApi<PluginDetail>(`/plugins/${didSegment(did!)}`, { signal }),
    enabled: !!did && enabled,
  });
}

export function useOwnPlugins() {
  return useQuery({
    queryKey: [STORE_KEY, 'own-plugins'],
    queryFn: ({ signal }) => storeApi<Page<PluginDetail>>('/developer/plugins', { signal }),
  });
}

export function useConsolePlugins(query: { status?: string; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [STORE_KEY, 'console-plugins', query],
    queryFn: ({ signal }) => storeApi<Page<PluginDetail>>('/console/plugins', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccessTokens() {
  return useQuery({
    queryKey: [STORE_KEY, 'access-tokens'],
    queryFn: ({ signal }) => storeApi<Page<AccessToken>>('/developer/access-tokens', { signal }),
  });
}

/** Marks every store query stale after a change. */
function useRefreshStore() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [STORE_KEY] });
}

export function useCreatePlugin() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: (body: { did: string; name: string; title?: string; description?: string }) =>
      storeApi<Plugin>('/developer/plugins', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useSetVisibility() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: ({ did, visibility }: { did: string; visibility: Visibility }) =>
      storeApi<PluginDetail>(`/developer/plugins/${didSegment(did)}`, { method: 'PUT', body: { visibility } }),
    onSuccess: refresh,
  });
}

export type DeveloperAction = 'request-review' | 'cancel-review' | 'publish';

export function useDeveloperAction() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: ({ did, version, action }: { did: string; version: string; action: DeveloperAction }) =>
      storeApi<PluginVersion>(`/developer/plugins/${didSegment(did)}/${action}`, { method: 'POST', body: { version } }),
    onSuccess: refresh,
  });
}

export type ConsoleAction =
  | { action: 'start-review'; version: string }
  | { action: 'approve'; version: string; category_id: string; review_type: ReviewType }
  | { action: 'reject'; version: string; reason?: string }
  | { action: 'block'; reason: string }
  | { action: 'unblock' };

export function useConsoleAction() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: ({ did, input }: { did: string; input: ConsoleAction }) => {
      const { action, ...body } = input;
      return storeApi<unknown>(`/console/plugins/${didSegment(did)}/${action}`, { method: 'POST', body });
    },
    onSuccess: refresh,
  });
}

/** The review thread of one version, from the developer's or the console's side. */
export function useComments(side: 'developer' | 'console', did: string, version: string) {
  return useQuery({
    queryKey: [STORE_KEY, 'comments', side, did, version],
    queryFn: ({ signal }) =>
      storeApi<{ list: ReviewComment[] }>(`/${side}/plugins/${didSegment(did)}/versions/${encodeURIComponent(version)}/comments`, { signal }),
  });
}

export function useAddComment(side: 'developer' | 'console', did: string, version: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      storeApi<{ list: ReviewComment[] }>(`/${side}/plugins/${didSegment(did)}/versions/${encodeURIComponent(version)}/comments`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: (data) => client.setQueryData([STORE_KEY, 'comments', side, did, version], data),
  });
}

export function useCreateAccessToken() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: (name: string) => storeApi<{ id: string; name: string; secret: string }>('/developer/access-tokens', { method: 'POST', body: { name } }),
    onSuccess: refresh,
  });
}

export function useRevokeAccessToken() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: (id: string) => storeApi<unknown>(`/developer/access-tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export type CategoryInput = { slug: string; names: { en: string; zh: string } };

export function useSaveCategory() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CategoryInput }) =>
      id
        ? storeApi<Category>(`/console/categories/${encodeURIComponent(id)}`, { method: 'PUT', body: { names: input.names } })
        : storeApi<Category>('/console/categories', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: (id: string) => storeApi<unknown>(`/console/categories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export type JoinInfo = {
  enabled: boolean;
  stake: { amount: string; currency: { id: string; symbol: string; decimal: number } } | null;
  joined: boolean;
  stakes: { id: string; amount: string; currency_id: string; status: 'staked' | 'returned'; created_at: string }[];
};

/** The staking offer for the signed-in viewer (keyed by the viewer, so signing in refreshes it). */
export function useJoinInfo(viewerDid: string | null) {
  return useQuery({
    queryKey: [STORE_KEY, 'join', viewerDid],
    queryFn: ({ signal }) => storeApi<JoinInfo>('/join', { signal }),
  });
}

export function useStartJoin() {
  return useMutation({
    mutationFn: () => storeApi<{ checkoutSessionId: string; url: string }>('/join', { method: 'POST', body: { agreed: true } }),
  });
}
