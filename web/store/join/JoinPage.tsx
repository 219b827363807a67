import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { getPlatformConfig } from '../../lib/platform-config';

/** Becoming a developer by staking; only where the store runs in staking mode. */
export function JoinPage() {
  const { t } = useTranslation();
  if (getPlatformConfig().preferences.permissionMode !== 'staking') return <Navigate to="/" replace />;
  return (
    <Stack maw={560} mx="auto" py="xl" px="sm" data-testid="join">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('store.join.title')}
          </Title>
          <Text>{t('store.join.description')}</Text>
          <Button disabled data-testid="join-stake">
            {t('store.join.action')}
          </Button>
          <Alert color="gray">{t('store.join.later')}</Alert>
        </Stack>
      </Card>
    </Stack>
  );
}
