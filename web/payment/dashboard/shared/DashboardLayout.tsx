import { Badge, Box, Button, Collapse, Container, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../../components/icons';
import { useLivemode } from '../../../lib/livemode';
import { dashboardPaths } from './paths';
import { useIsMobile } from './table-state';

const SECTIONS = [
  { key: 'products', to: dashboardPaths.products },
  { key: 'paymentLinks', to: dashboardPaths.paymentLinks },
  { key: 'paymentMethods', to: dashboardPaths.paymentMethods },
  { key: 'customers', to: dashboardPaths.customers },
  { key: 'webhooks', to: dashboardPaths.webhooks },
  { key: 'apiKeys', to: dashboardPaths.apiKeys },
  { key: 'donations', to: dashboardPaths.donations },
] as const;

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" gap={2} aria-label={t('dashboard.nav.label')} data-testid="dashboard-nav">
      {SECTIONS.map((section) => {
        const active = pathname === section.to || pathname.startsWith(`${section.to}/`);
        return (
          <NavLink
            key={section.key}
            component={Link}
            to={section.to}
            label={t(`dashboard.nav.${section.key}`)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            data-testid={`dashboard-nav-${section.key}`}
          />
        );
      })}
    </Stack>
  );
}

/** The merchant dashboard: sections on the left, or folded behind a button on small screens. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const livemode = useLivemode();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => pathname === s.to || pathname.startsWith(`${s.to}/`));

  if (mobile) {
    return (
      <Container size="xl" px="sm" py="md" data-testid="dashboard">
        <Stack gap="md">
          {livemode ? null : (
            <Badge color="orange" variant="filled" fullWidth size="lg" data-testid="dashboard-test-badge">
              {t('livemode.badge')}
            </Badge>
          )}
          <Button
            variant="default"
            justify="space-between"
            fullWidth
            onClick={toggle}
            aria-expanded={opened}
            rightSection={<ChevronDownIcon size={16} style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
            data-testid="dashboard-nav-toggle"
          >
            {current ? t(`dashboard.nav.${current.key}`) : t('dashboard.nav.title')}
          </Button>
          <Collapse expanded={opened}>
            <SectionLinks onNavigate={close} />
          </Collapse>
          <Box miw={0}>
            <Outlet />
          </Box>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xl" py="lg" data-testid="dashboard">
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box w={220} style={{ flexShrink: 0, position: 'sticky', top: 76 }}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb="xs">
            {t('dashboard.nav.title')}
          </Text>
          <SectionLinks />
        </Box>
        <Box miw={0} style={{ flex: 1 }}>
          <Outlet />
        </Box>
      </Group>
    </Container>
  );
}
