import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutError } from './toast';
import { checkoutApi } from './api';
import type { CheckoutSession, RetrieveAnswer } from './types';

export const checkoutKeys = {
  session: (id: string) => ['checkout', 'session', id] as const,
  settings: (livemode: boolean) => ['checkout', 'settings', livemode] as const,
  crossSell: (id: string) => ['checkout', 'cross-sell', id] as const,
  start: (linkId: string) => ['checkout', 'start', linkId] as const,
  benefits: (linkId: string) => ['checkout', 'benefits', linkId] as const,
  customer: (livemode: boolean, did: string | undefined) => ['checkout', 'customer', livemode, did] as const,
};

export function useRetrieve(id: string | undefined) {
  return useQuery({
    queryKey: checkoutKeys.session(id ?? ''),
    queryFn: () => checkoutApi.retrieve(id!),
    enabled: !!id && id.startsWith('cs_'),
    refetchOnWindowFocus: false,
  });
}

/** The signed-in user's customer profile in a mode (null when the lookup fails: the page falls back to the session user). */
export function useCustomerProfile(livemode: boolean, did: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.customer(livemode, did),
    queryFn: () => checkoutApi.customer(livemode).catch(() => null),
    enabled: !!did && enabled,
  });
}

export function useCheckoutSettings(livemode: boolean | undefined) {
  return useQuery({
    queryKey: checkoutKeys.settings(livemode ?? true),
    queryFn: () => checkoutApi.settings(livemode!),
    enabled: livemode !== undefined,
    staleTime: 60 * 60 * 1000,
  });
}

/** Starts a session for a payment link once per link (the query cache keeps a second mount from starting another). */
export function useStartFromLink(linkId: string | undefined) {
  return useQuery({
    queryKey: checkoutKeys.start(linkId ?? ''),
    queryFn: () => checkoutApi.start(linkId!),
    enabled: !!linkId && linkId.startsWith('plink_'),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * Runs a change of the session (quantity, amount, upsell, cross-sell) and puts the answer in the
 * cache; a refusal is shown as a toast unless the caller handles it.
 */
export function useSessionChange(id: string) {
  const client = useQueryClient();
  return useCallback(
    async (change: () => Promise<CheckoutSession>, options: { quiet?: boolean } = {}): Promise<CheckoutSession | null> => {
      try {
        const session = await change();
        client.setQueryData<RetrieveAnswer>(checkoutKeys.session(id), (old) => (old ? { ...old, checkoutSession: session } : old));
        void client.invalidateQueries({ queryKey: checkoutKeys.crossSell(id) });
        return session;
      } catch (error) {
        if (!options.quiet) checkoutError(error);
        throw error;
      }
    },
    [client, id],
  );
}
