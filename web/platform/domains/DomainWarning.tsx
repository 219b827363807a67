import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readStorage, writeStorage } from '../../lib/storage';
import { useSession } from '../../app/session/session-context';
import { hasAnyRole } from '../../app/session/session-user';
import { DOMAIN_WARNING_STORAGE_KEY, shouldShowDomainWarning } from './domain-warning-skip';

export const DOMAINS_ADMIN_PATH = '/.well-known/service/admin/domains';

/** `hostname` defaults to the page's own host. */
export function DomainWarning({ hostname = window.location.hostname }: { hostname?: string }) {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const [open, setOpen] = useState(() =>
    shouldShowDomainWarning(hostname, readStorage(DOMAIN_WARNING_STORAGE_KEY), Date.now()),
  );
  // Wait for the session so an owner does not first see the guest version.
  if (!open || loading) return null;

  const isManager = hasAnyRole(user, ['owner', 'admin']);
  const dismiss = () => {
    writeStorage(DOMAIN_WARNING_STORAGE_KEY, String(Date.now()));
    setOpen(false);
  };

  return (
    <Modal
      opened
      onClose={dismiss}
      title={t('domainWarning.title')}
      centered
      data-testid="domain-warning"
      data-variant={isManager ? 'owner' : 'guest'}
    >
      <Stack gap="lg">
        <Text size="sm">{t(isManager ? 'domainWarning.owner' : 'domainWarning.guest')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={dismiss} data-testid="domain-warning-dismiss">
            {t('domainWarning.dismiss')}
          </Button>
          {isManager ? (
            <Button component="a" href={DOMAINS_ADMIN_PATH} data-testid="domain-warning-configure">
              {t('domainWarning.configure')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
