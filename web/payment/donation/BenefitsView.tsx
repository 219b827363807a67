import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Benefit, Currency } from '../checkout/types';
import { formatUnits } from '../checkout/model';

/** Whom a tip benefits and each one's share of the amount (amount × percent / 100). */
export function BenefitsView({ benefits, amount, currency, onBack }: { benefits: Benefit[]; amount: bigint | null; currency: Currency | undefined; onBack(): void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="tip-benefits">
      <Anchor component="button" type="button" onClick={onBack} size="sm" data-testid="tip-benefits-back">
        ← {t('payment.checkout.benefits.back')}
      </Anchor>
      <Title order={2} size="h4">
        {t('payment.checkout.benefits.title')}
      </Title>
      {benefits.length === 0 ? <Text c="dimmed">{t('payment.checkout.benefits.empty')}</Text> : null}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {benefits.map((benefit, index) => {
          const share =
            amount !== null && benefit.percent != null ? (amount * BigInt(Math.round(benefit.percent * 100))) / 10000n : benefit.amount ? BigInt(benefit.amount) : null;
          return (
            <Group key={`${benefit.name}-${index}`} component="li" justify="space-between" wrap="nowrap" data-testid="tip-benefit">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={benefit.avatar ?? null} alt="" radius="xl" size="sm">
                  {benefit.name.slice(0, 1)}
                </Avatar>
                <Stack gap={0}>
                  {benefit.url ? (
                    <Anchor href={benefit.url} target="_blank" rel="noreferrer">
                      {benefit.name}
                    </Anchor>
                  ) : (
                    <Text>{benefit.name}</Text>
                  )}
                  {benefit.percent != null ? (
                    <Text size="xs" c="dimmed">
                      {benefit.percent}%
                    </Text>
                  ) : null}
                </Stack>
              </Group>
              {share !== null ? <Text fw={500}>{formatUnits(share, currency)}</Text> : null}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
