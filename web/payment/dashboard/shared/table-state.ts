import { useState } from 'react';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';

// Spec §9: 10 rows (5 on mobile), these page sizes, and a 300 ms search debounce.
export const PAGE_SIZE = 10;
export const PAGE_SIZE_MOBILE = 5;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;
export const SEARCH_DEBOUNCE_MS = 300;
export const MOBILE_QUERY = '(max-width: 48em)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
}

export type TableState = {
  page: number;
  pageSize: number;
  /** What is typed in the search box. */
  search: string;
  /** The search to query with, 300 ms after typing stops. */
  query: string;
  mobile: boolean;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSearch(search: string): void;
  /** Back to page 1, for a changed filter. */
  reset(): void;
};

/** Paging and search of one table; the page size follows the screen until someone picks one. */
export function useTableState(): TableState {
  const mobile = useIsMobile();
  const [chosenSize, setChosenSize] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return {
    page,
    pageSize: chosenSize ?? (mobile ? PAGE_SIZE_MOBILE : PAGE_SIZE),
    search,
    query,
    mobile,
    setPage,
    setPageSize: (size) => {
      setChosenSize(size);
      setPage(1);
    },
    setSearch: (text) => {
      setSearchText(text);
      setPage(1);
    },
    reset: () => setPage(1),
  };
}

/** One page of an answer the server gives whole. */
export function pageOf<T>(list: T[], state: Pick<TableState, 'page' | 'pageSize'>): T[] {
  return list.slice((state.page - 1) * state.pageSize, state.page * state.pageSize);
}
