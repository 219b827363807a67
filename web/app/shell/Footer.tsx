import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@common/platform-config.ts';
import { localizeText } from '@common/locale.ts';
import { getPlatformConfig } from '../../lib/platform-config';
import { SmartLink } from '../../components/SmartLink';
import { useLocale } from './use-locale';
import { useNavItems } from './use-nav-items';

function FooterLink({ item }: { item: NavItem }) {
  const locale = useLocale();
  const title = localizeText(item.title, locale);
  const link = localizeText(item.link, locale);
  if (!link) return <Text size="sm">{title}</Text>;
  return (
    <Anchor component={SmartLink} href={link} size="sm" c="dimmed">
      {title}
    </Anchor>
  );
}

function FooterColumn({ item }: { item: NavItem }) {
  const locale = useLocale();
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {localizeText(item.title, locale)}
      </Text>
      {(item.items ?? []).map((child) => (
        <FooterLink key={child.id} item={child} />
      ))}
    </Stack>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const footer = useNavItems('footer');
  const social = useNavItems('social');
  const bottom = useNavItems('bottom');
  const columns = footer.filter((item) => item.items?.length);
  const single = footer.filter((item) => !item.items?.length);
  return (
    <Box component="footer" data-testid="app-footer" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Stack gap="lg">
          {columns.length > 0 ? (
            <SimpleGrid cols={{ base: 2, sm: Math.min(columns.length, 4) }}>
              {columns.map((item) => (
                <FooterColumn key={item.id} item={item} />
              ))}
            </SimpleGrid>
          ) : null}
          {single.length > 0 ? (
            <Group gap="md">
              {single.map((item) => (
                <FooterLink key={item.id} item={item} />
              ))}
            </Group>
          ) : null}
          {social.length > 0 ? (
            <Group gap="md" aria-label={t('footer.social')}>
              {social.map((item) => (
                <FooterLink key={item.id} item={item} />
              ))}
            </Group>
          ) : null}
          <Divider />
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('footer.copyright', { year: new Date().getFullYear(), appName: getPlatformConfig().appName })}
            </Text>
            <Group gap="md">
              {bottom.map((item) => (
                <FooterLink key={item.id} item={item} />
              ))}
            </Group>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
