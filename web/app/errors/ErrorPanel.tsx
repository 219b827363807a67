import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Fallback of a route that crashed; links work without the router in case it is the router that broke. */
export function ErrorPanel({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Center p="xl" mih="40vh">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%" role="alert" data-testid="error-panel">
        <Stack align="center" ta="center" gap="md">
          <Title order={3}>{t('errors.panel')}</Title>
          {detail && import.meta.env.DEV ? (
            <Text c="dimmed" size="sm" style={{ wordBreak: 'break-word' }}>
              {detail}
            </Text>
          ) : null}
          <Group justify="center">
            <Button component="a" href="/" variant="light">
              {t('common.home')}
            </Button>
            <Button onClick={() => window.location.reload()}>{t('common.refresh')}</Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
