import { useState, type ReactNode } from 'react';
import { Button, Card, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { hasAnyRole } from '../../app/session/session-user';
import { ADMIN_ROLES } from '../../app/RequireRole';
import { formatError } from '../../lib/error-text';
import { CheckoutError, CheckoutSkeleton } from '../checkout/CheckoutStates';
import classes from '../checkout/checkout.module.css';
import { useEnableDonationSettings } from '../dashboard/donations/enable-donation-settings';
import { useDonationSettings } from '../dashboard/donations/post-donation-settings';

type Props = { target: string; livemode: boolean; children: ReactNode };

/**
 * Tips for a page (`?target=<mount location>`) are taken only while that page's donation
 * settings are active. A page first seen by a visitor gets inactive settings: an owner or admin
 * may enable them here and is offered to configure them now or later; anyone else is told the
 * feature is off.
 */
export function DonationGate({ target, livemode, children }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const privileged = hasAnyRole(user, ADMIN_ROLES);
  // The same settings query as the dashboard's, in the tip session's mode; enabling refreshes it.
  const settings = useDonationSettings(target, {}, livemode);
  const [prompt, setPrompt] = useState(false);
  const enable = useEnableDonationSettings();

  if (settings.error) return <CheckoutError message={formatError(settings.error)} />;
  if (!settings.data) return <CheckoutSkeleton />;
  const configure = `/payment/integrations/donations?mount=${encodeURIComponent(target)}`;
  return (
    <>
      {settings.data.active ? (
        children
      ) : (
        <Center p="xl">
          <Card withBorder radius="md" padding="lg" className={classes.card} data-testid="donation-disabled">
            <Stack gap="md" align="center">
              <Text fw={600}>{t('payment.checkout.donationGate.notEnabled')}</Text>
              {privileged ? (
                <>
                  <Text size="sm" c="dimmed" ta="center">
                    {t('payment.checkout.donationGate.enableHint')}
                  </Text>
                  <Button onClick={() => enable.mutate(settings.data.id, { onSuccess: () => setPrompt(true) })} loading={enable.isPending} data-testid="donation-enable">
                    {t('payment.checkout.donationGate.enable')}
                  </Button>
                  {enable.error ? (
                    <Text size="sm" c="red">
                      {formatError(enable.error)}
                    </Text>
                  ) : null}
                </>
              ) : null}
            </Stack>
          </Card>
        </Center>
      )}
      <Modal opened={prompt} onClose={() => setPrompt(false)} centered title={t('payment.checkout.donationGate.enabledTitle')} data-testid="donation-configure-prompt">
        <Stack gap="md">
          <Text size="sm">{t('payment.checkout.donationGate.configurePrompt')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPrompt(false)} data-testid="donation-configure-later">
              {t('payment.checkout.donationGate.later')}
            </Button>
            <Button component={Link} to={configure} data-testid="donation-configure-now">
              {t('payment.checkout.donationGate.configureNow')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
