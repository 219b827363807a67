import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { fromUnits } from '@common/checkout/amount.ts';
import { useSession } from '../../app/session/session-context';
import { formatError } from '../../lib/error-text';
import { getPlatformConfig } from '../../lib/platform-config';
import { LoadError } from '../../payment/dashboard/shared/LoadError';
import { useJoinInfo, useStartJoin } from '../shared/queries';

/**
 * Becoming a developer by staking, only where the store runs in staking mode: the stake is paid
 * on the hosted checkout, and the paid checkout grants the developer passport.
 */
export function JoinPage() {
  if (getPlatformConfig().preferences.permissionMode !== 'staking') return <Navigate to="/" replace />;
  return <JoinOffer />;
}

function JoinOffer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, openSignIn } = useSession();
  const info = useJoinInfo(user?.did ?? null);
  const start = useStartJoin();
  const [agreed, setAgreed] = useState(false);
  const [needsAgreement, setNeedsAgreement] = useState(false);

  const join = async () => {
    if (!agreed) {
      setNeedsAgreement(true);
      return;
    }
    if (!user && !(await openSignIn())) return;
    const answer = await start.mutateAsync().catch(() => null);
    if (answer) void navigate(answer.url);
  };

  const stake = info.data?.stake;
  const amount = stake ? `${fromUnits(stake.amount, stake.currency.decimal)} ${stake.currency.symbol}` : '';
  const joined = !!user && info.data?.joined;

  return (
    <Stack maw={560} mx="auto" py="xl" px="sm" data-testid="join">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('store.join.title')}
          </Title>
          {info.isPending ? (
            <Skeleton h={96} />
          ) : info.isError ? (
            <LoadError error={info.error} onRetry={() => void info.refetch()} />
          ) : joined ? (
            <>
              <Alert color="teal" data-testid="join-done">
                {t('store.join.joined')}
              </Alert>
              <Group>
                <Button component={Link} to="/developer/plugins">
                  {t('store.developer.plugins')}
                </Button>
              </Group>
            </>
          ) : !stake ? (
            <Alert color="yellow" data-testid="join-unavailable">
              {t('store.join.notConfigured')}
            </Alert>
          ) : (
            <>
              <Text>{t('store.join.description', { amount })}</Text>
              <Text fw={600} data-testid="join-amount">
                {t('store.join.amount', { amount })}
              </Text>
              <Checkbox
                checked={agreed}
                onChange={(event) => {
                  setAgreed(event.currentTarget.checked);
                  setNeedsAgreement(false);
                }}
                label={t('store.join.agree')}
                error={needsAgreement ? t('store.join.mustAgree') : undefined}
                data-testid="join-agree"
              />
              {start.error ? (
                <Alert color="red" role="alert" data-testid="join-error">
                  {formatError(start.error)}
                </Alert>
              ) : null}
              <Button onClick={() => void join()} loading={start.isPending} data-testid="join-stake">
                {t('store.join.action')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('store.join.how')}
              </Text>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
