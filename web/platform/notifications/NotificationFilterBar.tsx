import { Button, Group, Pill, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_SEVERITIES, type NotificationSeverity } from '@common/identity.ts';
import type { NotificationFilters } from './notification-filters';

type Props = {
  filters: NotificationFilters;
  onChange(patch: Partial<NotificationFilters>): void;
};

const READ_VALUES = { all: undefined, unread: false, read: true } as const;
type ReadValue = keyof typeof READ_VALUES;

function readValue(read: boolean | undefined): ReadValue {
  if (read === undefined) return 'all';
  return read ? 'read' : 'unread';
}

/** Read state, severity and component filters of the notification centre. */
export function NotificationFilterBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap" data-testid="notification-filters">
      <SegmentedControl
        size="xs"
        value={readValue(filters.read)}
        onChange={(value) => onChange({ read: READ_VALUES[value as ReadValue] })}
        data={[
          { value: 'all', label: t('notifications.filters.all') },
          { value: 'unread', label: t('notifications.filters.unread') },
          { value: 'read', label: t('notifications.filters.read') },
        ]}
        aria-label={t('notifications.filters.readState')}
        data-testid="notification-filter-read"
      />
      <Select
        size="xs"
        w={160}
        value={filters.severity ?? null}
        onChange={(value) => onChange({ severity: (value as NotificationSeverity | null) ?? undefined })}
        placeholder={t('notifications.filters.allSeverities')}
        clearable
        data={NOTIFICATION_SEVERITIES.map((severity) => ({ value: severity, label: t(`notifications.severity.${severity}`) }))}
        aria-label={t('notifications.filters.severity')}
        data-testid="notification-filter-severity"
      />
      {filters.componentDid ? (
        <Pill
          withRemoveButton
          onRemove={() => onChange({ componentDid: undefined })}
          removeButtonProps={{ 'aria-label': t('notifications.filters.clearComponent') }}
          data-testid="notification-filter-component"
        >
          {t('notifications.filters.component', { did: filters.componentDid })}
        </Pill>
      ) : null}
      {filters.id ? (
        <Group gap={4} data-testid="notification-filter-id">
          <Pill>{t('notifications.filters.single')}</Pill>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange({ id: undefined })}>
            {t('notifications.filters.showAll')}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}

