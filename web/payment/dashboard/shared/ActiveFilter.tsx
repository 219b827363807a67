import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ActiveFilterValue = 'all' | 'active' | 'archived';

/** The `active` query a filter asks for; none for all. */
export function activeQuery(value: ActiveFilterValue): boolean | undefined {
  return value === 'all' ? undefined : value === 'active';
}

/** All, active or archived records. */
export function ActiveFilter({ value, onChange, ...rest }: { value: ActiveFilterValue; onChange(value: ActiveFilterValue): void; 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      value={value}
      onChange={(next) => onChange(next as ActiveFilterValue)}
      data={[
        { value: 'all', label: t('dashboard.filters.all') },
        { value: 'active', label: t('dashboard.status.active') },
        { value: 'archived', label: t('dashboard.status.archived') },
      ]}
      {...rest}
    />
  );
}
