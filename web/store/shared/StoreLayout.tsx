import { Box, Button, Collapse, Container, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { useSession } from '../../app/session/session-context';
import { hasAnyRole } from '../../app/session/session-user';
import { ADMIN_ROLES } from '../../app/RequireRole';
import { useIsMobile } from '../../payment/dashboard/shared/table-state';

const SECTIONS = [
  { key: 'plugins', to: '/developer/plugins', admin: false },
  { key: 'accessTokens', to: '/developer/access-tokens', admin: false },
  { key: 'review', to: '/console/plugins', admin: true },
  { key: 'categories', to: '/console/categories', admin: true },
] as const;

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const admin = hasAnyRole(user, ADMIN_ROLES);
  return (
    <Stack component="nav" gap={2} aria-label={t('store.nav.label')} data-testid="store-nav">
      {SECTIONS.filter((s) => admin || !s.admin).map((section) => {
        const active = pathname === section.to;
        return (
          <NavLink
            key={section.key}
            component={Link}
            to={section.to}
            label={t(`store.nav.${section.key}`)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            data-testid={`store-nav-${section.key}`}
          />
        );
      })}
    </Stack>
  );
}

/** Developer and console pages: sections on the left, or folded behind a button on small screens. */
export function StoreLayout() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => s.to === pathname);

  if (mobile) {
    return (
      <Container size="xl" px="sm" py="md" data-testid="store-layout">
        <Stack gap="md">
          <Button
            variant="default"
            justify="space-between"
            fullWidth
            onClick={toggle}
            aria-expanded={opened}
            rightSection={<ChevronDownIcon size={16} style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
          >
            {current ? t(`store.nav.${current.key}`) : t('store.nav.title')}
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
    <Container size="xl" py="lg" data-testid="store-layout">
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box w={200} style={{ flexShrink: 0, position: 'sticky', top: 76 }}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb="xs">
            {t('store.nav.title')}
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
