import { Badge, Box, Group, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setLivemode, useLivemode } from '../../lib/livemode';
import { SESSION_QUERY_KEY } from '../session/SessionProvider';

/** A record page of one mode means nothing in the other: go back to its list. */
const DETAIL_PATH = /^(\/payment\/admin\/[^/]+)\/(?!new$)[^/]+$/;

/** Test/live switch for payment pages, with a badge while in test mode. */
export function LivemodeSwitch() {
  const { t } = useTranslation();
  const livemode = useLivemode();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const change = (testMode: boolean) => {
    setLivemode(!testMode);
    // Test and live data never mix: reload everything but the session.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    const detail = DETAIL_PATH.exec(pathname);
    if (detail) void navigate(detail[1]);
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {livemode ? null : (
        // Small screens show it in the dashboard instead, where the header has no room.
        <Badge color="orange" variant="filled" data-testid="livemode-badge" visibleFrom="sm">
          {t('livemode.badge')}
        </Badge>
      )}
      <Switch
        size="sm"
        color="orange"
        checked={!livemode}
        onChange={(event) => change(event.currentTarget.checked)}
        // The words give way to the switch alone on narrow screens.
        label={
          <Box component="span" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('livemode.switch')}
          </Box>
        }
        aria-label={t('livemode.switch')}
        data-testid="livemode-switch"
      />
    </Group>
  );
}
