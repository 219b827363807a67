import type { ReactNode } from 'react';
import { Anchor, Button, Card, Center, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';
import { actionKey } from './model';
import classes from './checkout.module.css';
import type { CheckoutLink, CheckoutSession } from './types';

/** The placeholder of the two columns while the session loads. */
export function CheckoutSkeleton() {
  return (
    <div className={classes.page} data-testid="checkout-skeleton" aria-busy="true">
      <Card withBorder radius="md" padding="lg" className={classes.card}>
        <Stack>
          <Skeleton h={24} w="40%" />
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={24} w="60%" />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" className={classes.panel}>
        <Stack>
          <Skeleton h={24} w="50%" />
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={42} />
        </Stack>
      </Card>
    </div>
  );
}

export function CheckoutError({ message }: { message?: string }) {
  const { t } = useTranslation();
  return <ResultPage title={t('errors.oops.title')} description={message ?? t('errors.oops.description')} data-testid="checkout-error" />;
}

export function CheckoutExpired() {
  const { t } = useTranslation();
  return <ResultPage title={t('payment.checkout.expired.title')} description={t('payment.checkout.expired.description')} data-testid="checkout-expired" />;
}

export function CheckoutEmpty() {
  const { t } = useTranslation();
  return <ResultPage title={t('payment.checkout.emptyItems.title')} description={t('payment.checkout.emptyItems.description')} data-testid="checkout-empty" />;
}

export function CheckoutNotConfigured() {
  const { t } = useTranslation();
  return <ResultPage title={t('errors.oops.title')} description={t('payment.checkout.notConfigured')} data-testid="checkout-not-configured" />;
}

function thanksText(session: CheckoutSession, link: CheckoutLink | null, t: (key: string) => string): string {
  return link?.after_completion?.hosted_confirmation?.custom_message || session.after_completion?.hosted_confirmation?.custom_message || t(`payment.checkout.completed.${actionKey(session)}`);
}

/** After paying on this page, or opening a paid session: the thanks message and where to go next. */
export function CheckoutSuccess({ session, link, justPaid, extra }: { session: CheckoutSession; link: CheckoutLink | null; justPaid: boolean; extra?: ReactNode }) {
  const { t } = useTranslation();
  const message = thanksText(session, link, t);
  return (
    <Center mih="50vh" p="xl" data-testid={justPaid ? 'checkout-success' : 'checkout-completed'}>
      <Stack align="center" gap="md" maw={560} ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
          ✓
        </ThemeIcon>
        <Title order={2}>{justPaid ? t(`payment.checkout.completed.${actionKey(session)}`) : t('payment.checkout.completed.title')}</Title>
        <Text size="lg" data-testid="checkout-success-message">
          {message}
        </Text>
        <Group justify="center">
          {session.subscription_id ? (
            <Anchor href={`/payment/customer/subscription/${session.subscription_id}?livemode=${session.livemode}`} data-testid="checkout-next-subscription">{t('payment.checkout.next.subscription')}</Anchor>
          ) : null}
          {session.invoice_id ? <Anchor href={`/payment/customer/invoice/${session.invoice_id}?livemode=${session.livemode}`} data-testid="checkout-next-invoice">{t('payment.checkout.next.invoice')}</Anchor> : null}
        </Group>
        {extra ?? (
          <Button component="a" href={session.success_url ?? '/'} variant="light" data-testid="checkout-success-next">
            {t('payment.checkout.next.back')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
