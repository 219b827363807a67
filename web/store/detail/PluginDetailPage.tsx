import { Markdown } from '../../components/Markdown';
import { Alert, Anchor, Badge, Button, Card, Code, Grid, Group, Image, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatError } from '../../lib/error-text';
import { shortDid } from '../../lib/short-address';
import { formatDate } from '../../lib/time';
import { bundleUrl, didSegment } from '../shared/api';
import { PluginLogo, shortKeyDid, VersionStatusBadge } from '../shared/bits';
import { usePluginDetail } from '../shared/queries';
import type { PluginDetail } from '../shared/types';

function VersionHistory({ plugin, shown }: { plugin: PluginDetail; shown: string | null }) {
  const { t } = useTranslation();
  if (plugin.versions.length === 0) return <Text c="dimmed">{t('store.detail.noVersions')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" data-testid="plugin-versions">
        <Table.Tbody>
          {plugin.versions.map((version) => (
            <Table.Tr key={version.id} data-testid="plugin-version" bg={version.version === shown ? 'var(--mantine-color-default-hover)' : undefined}>
              <Table.Td>
                <Anchor component={Link} to={`/plugins/${didSegment(plugin.did)}/${encodeURIComponent(version.version)}`} fw={500}>
                  {version.version}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <VersionStatusBadge status={version.status} />
              </Table.Td>
              <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(version.published_at ?? version.created_at)}
              </Table.Td>
              <Table.Td c="dimmed" visibleFrom="sm">
                {t('store.detail.size', { size: Math.max(1, Math.round(version.bundle_size / 1024)) })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One plugin: what it does, its versions and a download of the version shown. */
export function PluginDetailPage() {
  const { t } = useTranslation();
  const { did = '', version: versionParam } = useParams();
  const { data: plugin, error, isPending } = usePluginDetail(did);

  const chosen = plugin?.versions.find((v) => v.version === versionParam);
  const shown = chosen?.version ?? plugin?.current_version ?? null;
  const shownVersion = plugin?.versions.find((v) => v.version === shown);
  const downloadable = !!plugin && plugin.status === 'normal' && shownVersion?.status === 'published' && !shownVersion.removed;

  const header = (
    <Group wrap="nowrap" align="flex-start" gap="md">
      {plugin ? <PluginLogo logo={plugin.logo} title={plugin.title} size={72} /> : null}
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Title order={1} size="h2" style={{ wordBreak: 'break-all' }} data-testid="plugin-title">
            {plugin?.title ?? did}
          </Title>
          {shown ? (
            <Badge variant="light" data-testid="plugin-version-badge">
              v{shown}
            </Badge>
          ) : null}
          {plugin?.visibility === 'private' ? <Badge color="gray">{t('store.detail.private')}</Badge> : null}
          {plugin?.status === 'blocked' ? <Badge color="red">{t('store.status.blocked')}</Badge> : null}
        </Group>
        {plugin ? (
          <>
            <Text c="dimmed">{plugin.description}</Text>
            <Group gap="md" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('store.detail.author')}: <Code title={plugin.owner_did}>{shortDid(plugin.owner_did)}</Code>
              </Text>
              <Text size="sm" c="dimmed">
                DID: <Code title={plugin.did}>{shortKeyDid(plugin.did)}</Code>
              </Text>
              <Text size="sm" c="dimmed" data-testid="plugin-downloads">
                {t('store.list.downloads', { count: plugin.downloads })}
              </Text>
            </Group>
          </>
        ) : null}
      </Stack>
      {downloadable ? (
        <Button component="a" href={bundleUrl(plugin.did, shown!)} download data-testid="plugin-download">
          {t('store.detail.download')}
        </Button>
      ) : null}
    </Group>
  );

  if (!plugin) {
    return (
      <Stack gap="lg" py="lg" px={{ base: 'sm', sm: 'lg' }} maw={1000} mx="auto" data-testid="plugin-detail">
        {header}
        {isPending ? (
          <Skeleton height={200} radius="md" />
        ) : (
          <Alert color={error instanceof ApiError && error.status === 404 ? 'gray' : 'red'} title={t('store.detail.emptyTitle')} data-testid="plugin-detail-error">
            {error instanceof ApiError && error.status === 404 ? t('store.detail.emptyDescription') : formatError(error)}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" py="lg" px={{ base: 'sm', sm: 'lg' }} maw={1000} mx="auto" data-testid="plugin-detail">
      {header}
      {plugin.status === 'blocked' ? (
        <Alert color="red" data-testid="plugin-blocked">
          {t('store.detail.blocked', { reason: plugin.block_reason ?? '' })}
        </Alert>
      ) : null}
      {plugin.current_version ? null : <Alert color="yellow">{t('store.detail.notPublished')}</Alert>}
      {plugin.screenshots.length ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('store.detail.screenshots')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {plugin.screenshots.map((src, index) => (
              <Image key={src} src={src} radius="md" alt={t('store.detail.screenshot', { index: index + 1 })} data-testid="plugin-screenshot" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" miw={0}>
          <Title order={2} size="h4" mb="sm">
            {t('store.detail.readme')}
          </Title>
          {plugin.readme ? (
            <Markdown data-testid="plugin-readme">{plugin.readme}</Markdown>
          ) : (
            <Text c="dimmed">{t('store.detail.noReadme')}</Text>
          )}
        </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" miw={0}>
          <Title order={2} size="h4" mb="sm">
            {t('store.detail.versions')}
          </Title>
          <VersionHistory plugin={plugin} shown={shown} />
        </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
