import { Alert, Button, Center, Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications as toasts } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatError } from '../../lib/error-text';
import { useNotifications } from './fetch-notifications';
import { useMarkNotificationsRead } from './mark-notifications-read';
import { NotificationCard } from './NotificationCard';
import { filtersFromSearch, filtersToSearch, type NotificationFilters } from './notification-filters';
import { NotificationFilterBar } from './NotificationFilterBar';

/** Spec §9: tables show 10 rows, 5 on mobile. */
export const PAGE_SIZE = 10;
export const PAGE_SIZE_MOBILE = 5;
export const MOBILE_QUERY = '(max-width: 48em)';

/** The user's notifications, filtered through the URL; new ones arrive live on top. */
export function NotificationCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const pageSize = mobile ? PAGE_SIZE_MOBILE : PAGE_SIZE;
  const { data, isPending, isError, error, refetch } = useNotifications({
    page: filters.page,
    pageSize,
    read: filters.read,
    severity: filters.severity,
    componentDid: filters.componentDid,
    id: filters.id,
  });
  const markRead = useMarkNotificationsRead();
  const pending = markRead.isPending ? markRead.variables : undefined;
  const markingIds = pending && 'ids' in pending ? pending.ids : [];
  const markingAll = !!pending && 'all' in pending;
  const fail = (err: unknown) => toasts.show({ color: 'red', message: formatError(err) });

  const change = (patch: Partial<NotificationFilters>) => setParams(filtersToSearch({ ...filters, page: 1, ...patch }));
  const pages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  const filtered = filters.read !== undefined || !!filters.severity || !!filters.componentDid || !!filters.id;

  let body;
  if (isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (isError) {
    body = (
      <Alert color="red" title={t('notifications.loadFailed')} data-testid="notification-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{formatError(error)}</Text>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('common.refresh')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (data.list.length === 0) {
    body = (
      <Center py="xl" data-testid="notification-empty">
        <Text c="dimmed">{t(filtered ? 'notifications.emptyFiltered' : 'notifications.empty')}</Text>
      </Center>
    );
  } else {
    body = (
      <Stack gap="sm" data-testid="notification-list">
        {data.list.map((notification) => (
          <NotificationCard
            key={notification.id}
            notification={notification}
            highlighted={notification.id === filters.id}
            marking={markingIds.includes(notification.id)}
            onMarkRead={(id) => markRead.mutate({ ids: [id] }, { onError: fail })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl" data-testid="notification-center">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>{t('notifications.title')}</Title>
          <Button
            variant="light"
            size="xs"
            disabled={!data || data.unread === 0}
            loading={markingAll}
            onClick={() => markRead.mutate({ all: true }, { onError: fail })}
            data-testid="notification-mark-all-read"
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        <NotificationFilterBar filters={filters} onChange={change} />
        {body}
        {data && pages > 1 ? (
          <Center>
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => setParams(filtersToSearch({ ...filters, page }))}
              size={mobile ? 'sm' : 'md'}
              siblings={mobile ? 0 : 1}
              getControlProps={(control) => ({ 'aria-label': t(`notifications.pagination.${control}`) })}
              data-testid="notification-pagination"
            />
          </Center>
        ) : null}
      </Stack>
    </Container>
  );
}
