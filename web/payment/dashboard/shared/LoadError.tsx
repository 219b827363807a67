import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../../lib/error-text';

/** A read that failed, with the server's words and a retry. */
export function LoadError({ error, onRetry, testId = 'load-error' }: { error: unknown; onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('dashboard.table.loadFailed')} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{formatError(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.refresh')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
