import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { Currency, ListAnswer } from '../shared/types';

export function fetchPaymentCurrencies(livemode: boolean, signal?: AbortSignal): Promise<ListAnswer<Currency>> {
  return api<ListAnswer<Currency>>('/api/payment-currencies', { query: { livemode }, signal });
}

/** Every currency of the current mode. */
export function usePaymentCurrencies() {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('payment-currencies', livemode),
    queryFn: ({ signal }) => fetchPaymentCurrencies(livemode, signal),
  });
}

/** Currencies by id, to format amounts of prices and links. */
export function useCurrencyMap(): Map<string, Currency> {
  const { data } = usePaymentCurrencies();
  return useMemo(() => new Map((data?.list ?? []).map((currency) => [currency.id, currency])), [data]);
}

/** The currency a new price starts with: the base one, else the first active one. */
export function defaultCurrency(currencies: Currency[]): Currency | undefined {
  const active = currencies.filter((currency) => currency.active);
  return active.find((currency) => currency.is_base_currency) ?? active[0];
}
