import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router';

type ResultPageProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Replaces the default back button. */
  action?: ReactNode;
  'data-testid'?: string;
};

/** React Router keeps the position in its history stack at `history.state.idx`. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' ? state.idx > 0 : false;
}

function BackLabel() {
  const { t } = useTranslation();
  return <>{t('common.back')}</>;
}

function RouterBackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="light" onClick={() => void (hasHistory() ? navigate(-1) : navigate('/'))}>
      <BackLabel />
    </Button>
  );
}

function PlainBackButton() {
  const goBack = () => (window.history.length > 1 ? window.history.back() : window.location.assign('/'));
  return (
    <Button variant="light" onClick={goBack}>
      <BackLabel />
    </Button>
  );
}

function BackButton() {
  return useInRouterContext() ? <RouterBackButton /> : <PlainBackButton />;
}

/** Full-page message for errors and empty states. */
export function ResultPage({ title, description, action, 'data-testid': testId }: ResultPageProps) {
  return (
    <Center mih="50vh" p="xl" data-testid={testId}>
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={2}>{title}</Title>
        {description ? (
          <Text c="dimmed" size="lg">
            {description}
          </Text>
        ) : null}
        {action ?? <BackButton />}
      </Stack>
    </Center>
  );
}
