import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readCookie, writeCookie } from '../../lib/cookies';
import { isInIframe } from '../../lib/frame';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Shown until accepted; an embedding page is responsible for its own notice, so never inside an iframe. */
export function CookieConsent() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !isInIframe() && readCookie(CONSENT_COOKIE) === undefined);
  if (!visible) return null;

  const accept = () => {
    writeCookie(CONSENT_COOKIE, 'accepted', CONSENT_MAX_AGE_SECONDS);
    setVisible(false);
  };

  return (
    <Paper
      role="region"
      aria-label={t('cookieConsent.label')}
      data-testid="cookie-consent"
      shadow="md"
      withBorder
      p="md"
      style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 300, maxWidth: 640, marginInline: 'auto' }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" style={{ flex: '1 1 280px' }}>
          {t('cookieConsent.message')}
        </Text>
        <Button size="sm" onClick={accept} data-testid="cookie-accept">
          {t('cookieConsent.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
