import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active or archived, as every catalog record is. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {t(active ? 'dashboard.status.active' : 'dashboard.status.archived')}
    </Badge>
  );
}
