import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { formatTime } from '../../../lib/time';
import { CopyField } from '../shared/CopyField';
import { DataTable, type Column } from '../shared/DataTable';
import { useTableState } from '../shared/table-state';
import type { PaymentEvent } from '../shared/types';
import { useEvents } from './fetch-events';

/** The events of one record, such as a customer's. */
export function EventTable({ objectId }: { objectId: string }) {
  const { t } = useTranslation();
  const table = useTableState();
  const { data, isPending, isFetching, error, refetch } = useEvents({ page: table.page, pageSize: table.pageSize, object_id: objectId });
  const columns: Column<PaymentEvent>[] = [
    { key: 'type', header: t('dashboard.events.type'), cell: (event) => <Code>{event.type}</Code> },
    { key: 'id', header: t('dashboard.id'), cell: (event) => <CopyField value={event.id} />, visibleFrom: 'sm' },
    {
      key: 'created',
      header: t('dashboard.created'),
      cell: (event) => <Text size="sm">{formatTime(dayjs.unix(event.created).toISOString())}</Text>,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={data?.list}
      count={data?.count ?? 0}
      rowKey={(event) => event.id}
      state={table}
      loading={isPending || isFetching}
      error={error}
      onRetry={() => void refetch()}
      empty={<Text c="dimmed">{t('dashboard.events.empty')}</Text>}
      rowTestId="event-row"
      data-testid="event-list"
    />
  );
}
