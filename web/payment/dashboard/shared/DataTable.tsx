import type { ReactNode } from 'react';
import { Center, Group, Pagination, Select, Skeleton, Stack, Table, Text, type MantineBreakpoint } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError';
import { PAGE_SIZE_OPTIONS, type TableState } from './table-state';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Columns that matter less are left out on small screens. */
  visibleFrom?: MantineBreakpoint;
  align?: 'left' | 'right' | 'center';
  /** Badges and dates read badly when squeezed onto two lines. */
  nowrap?: boolean;
};

type Props<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  count: number;
  rowKey: (row: T) => string;
  state: Pick<TableState, 'page' | 'pageSize' | 'setPage' | 'setPageSize' | 'mobile'>;
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
  empty: ReactNode;
  rowTestId?: string;
  'data-testid'?: string;
  /** Each page size on offer, or none for short lists. */
  paged?: boolean;
};

/** A list page's table: skeleton rows while loading, an alert on failure, an empty state, paging. */
export function DataTable<T>({
  columns,
  rows,
  count,
  rowKey,
  state,
  loading,
  error,
  onRetry,
  empty,
  rowTestId,
  'data-testid': testId,
  paged = true,
}: Props<T>) {
  const { t } = useTranslation();
  if (error) return <LoadError error={error} onRetry={onRetry} testId="table-error" />;

  const pages = Math.max(1, Math.ceil(count / state.pageSize));
  let body: ReactNode;
  if (loading && !rows) {
    body = Array.from({ length: Math.min(state.pageSize, 5) }, (_, index) => (
      <Table.Tr key={index} data-testid="table-skeleton">
        {columns.map((column) => (
          <Table.Td key={column.key} visibleFrom={column.visibleFrom}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (!rows || rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Center py="xl" data-testid="table-empty">
            {empty}
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
        {columns.map((column) => (
          <Table.Td key={column.key} visibleFrom={column.visibleFrom} ta={column.align} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
            {column.cell(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={state.mobile ? 360 : 640}>
        <Table highlightOnHover verticalSpacing="sm" data-testid={testId} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} visibleFrom={column.visibleFrom} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paged && count > 0 ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" data-testid="table-count">
              {t('dashboard.table.count', { count })}
            </Text>
            <Select
              size="xs"
              w={110}
              aria-label={t('dashboard.table.pageSize')}
              data={PAGE_SIZE_OPTIONS.map((size) => ({ value: String(size), label: t('dashboard.table.perPage', { size }) }))}
              value={String(state.pageSize)}
              onChange={(value) => value && state.setPageSize(Number(value))}
              allowDeselect={false}
              data-testid="table-page-size"
            />
          </Group>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={Math.min(state.page, pages)}
              onChange={state.setPage}
              size="sm"
              siblings={state.mobile ? 0 : 1}
              getControlProps={(control) => ({ 'aria-label': t(`notifications.pagination.${control}`) })}
              data-testid="table-pagination"
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
