import { ColorSwatch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationSeverity } from '@common/identity.ts';
import { SEVERITY_COLORS } from './severity';

export function SeverityDot({ severity, size = 10 }: { severity: NotificationSeverity; size?: number }) {
  const { t } = useTranslation();
  return (
    <ColorSwatch
      color={`var(--mantine-color-${SEVERITY_COLORS[severity]}-6)`}
      size={size}
      withShadow={false}
      title={t(`notifications.severity.${severity}`)}
      aria-label={t(`notifications.severity.${severity}`)}
      style={{ flexShrink: 0 }}
    />
  );
}
