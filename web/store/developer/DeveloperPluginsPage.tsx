import { useState } from 'react';
import { Anchor, Badge, Button, Card, Center, Code, Collapse, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/time';
import { toastError, toastSuccess } from '../../payment/dashboard/shared/feedback';
import { LoadError } from '../../payment/dashboard/shared/LoadError';
import { PageHeader } from '../../payment/dashboard/shared/PageHeader';
import { didSegment } from '../shared/api';
import { PluginLogo, shortKeyDid, VersionStatusBadge } from '../shared/bits';
import { CommentThread } from '../shared/CommentThread';
import { useDeveloperAction, useOwnPlugins, useSetVisibility, type DeveloperAction } from '../shared/queries';
import type { Plugin, PluginDetail, PluginVersion } from '../shared/types';
import { canPublishDraft } from '@common/store/publishing.ts';
import { getPlatformConfig } from '../../lib/platform-config';
import { NewPluginDialog } from './NewPluginDialog';

/** What the developer can do with a version in its status; a draft may skip review where the store allows. */
export function versionActions(version: Pick<PluginVersion, 'status'>, plugin: Pick<Plugin, 'review_type' | 'current_version'>): DeveloperAction[] {
  switch (version.status) {
    case 'draft':
      return canPublishDraft({ needReview: getPlatformConfig().preferences.needReview, reviewType: plugin.review_type, currentVersion: plugin.current_version })
        ? ['publish', 'request-review']
        : ['request-review'];
    case 'pending':
    case 'in_review':
      return ['cancel-review'];
    case 'approved':
      return ['publish', 'cancel-review'];
    default:
      return [];
  }
}

const ACTION_TEXT: Record<DeveloperAction, string> = {
  'request-review': 'store.developer.requestReview',
  'cancel-review': 'store.developer.cancelReview',
  publish: 'store.developer.publish',
};
const ACTION_TESTID: Record<DeveloperAction, string> = {
  'request-review': 'dev-request-review',
  'cancel-review': 'dev-cancel-review',
  publish: 'dev-publish',
};

function VersionActions({ plugin, version }: { plugin: PluginDetail; version: PluginVersion }) {
  const { t } = useTranslation();
  const act = useDeveloperAction();
  const did = plugin.did;
  return (
    <Group gap="xs" wrap="wrap">
      {versionActions(version, plugin).map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'cancel-review' ? 'default' : 'filled'}
          loading={act.isPending && act.variables?.action === action}
          disabled={act.isPending}
          onClick={() =>
            act.mutate({ did, version: version.version, action }, { onSuccess: () => toastSuccess(t('store.developer.done')), onError: toastError })
          }
          data-testid={ACTION_TESTID[action]}
        >
          {t(ACTION_TEXT[action])}
        </Button>
      ))}
    </Group>
  );
}

function VersionLine({ plugin, version }: { plugin: PluginDetail; version: PluginVersion }) {
  const { t } = useTranslation();
  const [comments, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={4} data-testid="dev-version">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text fw={500}>{version.version}</Text>
          <VersionStatusBadge status={version.status} />
          <Text size="xs" c="dimmed">
            {formatDate(version.created_at)}
          </Text>
        </Group>
        <Group gap="xs">
          <VersionActions plugin={plugin} version={version} />
          <Button size="xs" variant="subtle" onClick={toggle} aria-expanded={comments}>
            {t('store.developer.comments')}
          </Button>
        </Group>
      </Group>
      {version.note ? (
        <Text size="sm" c="dimmed">
          {version.note}
        </Text>
      ) : null}
      <Collapse expanded={comments}>{comments ? <CommentThread side="developer" did={plugin.did} version={version.version} /> : null}</Collapse>
    </Stack>
  );
}

function PluginRow({ plugin }: { plugin: PluginDetail }) {
  const { t } = useTranslation();
  const visibility = useSetVisibility();
  const [open, { toggle }] = useDisclosure(false);
  const versions = plugin.versions;
  const newest = versions[0];
  const pending = newest ? versionActions(newest, plugin).filter((a) => a !== 'cancel-review') : [];

  return (
    <Card withBorder radius="md" data-testid="dev-plugin-row">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <PluginLogo logo={plugin.logo} title={plugin.title} size={40} />
            <Stack gap={2} miw={0}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/plugins/${didSegment(plugin.did)}`} fw={600}>
                  {plugin.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {plugin.name}
                </Text>
                {plugin.status === 'blocked' ? <Badge color="red">{t('store.status.blocked')}</Badge> : null}
                {pending.map((action) => (
                  <Badge key={action} color="orange" variant="filled" data-testid="dev-pending-action">
                    {t(ACTION_TEXT[action])}
                  </Badge>
                ))}
              </Group>
              <Code title={plugin.did} style={{ width: 'fit-content' }}>
                {shortKeyDid(plugin.did)}
              </Code>
            </Stack>
          </Group>
          <Switch
            label={t('store.developer.visibility')}
            checked={plugin.visibility === 'public'}
            disabled={visibility.isPending}
            onChange={(event) =>
              visibility.mutate(
                { did: plugin.did, visibility: event.currentTarget.checked ? 'public' : 'private' },
                { onSuccess: () => toastSuccess(t('store.developer.visibilityChanged')), onError: toastError },
              )
            }
            data-testid="dev-visibility"
          />
        </Group>
        {plugin.status === 'blocked' && plugin.block_reason ? (
          <Text size="sm" c="red">
            {t('store.detail.blocked', { reason: plugin.block_reason })}
          </Text>
        ) : null}
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            {t('store.developer.current')}: <b>{plugin.current_version ?? t('store.developer.none')}</b>
          </Text>
          <Group gap="xs">
            <Text size="sm">
              {t('store.developer.latest')}: <b>{plugin.latest_version ?? t('store.developer.none')}</b>
            </Text>
            {newest ? <VersionStatusBadge status={newest.status} /> : null}
          </Group>
          {newest ? <VersionActions plugin={plugin} version={newest} /> : null}
        </Group>
        {versions.length ? (
          <>
            <Button variant="subtle" size="xs" onClick={toggle} aria-expanded={open} style={{ alignSelf: 'flex-start' }} data-testid="dev-versions-toggle">
              {t('store.developer.versions')} ({versions.length})
            </Button>
            <Collapse expanded={open}>
              <Stack gap="sm">
                {versions.map((version) => (
                  <VersionLine key={version.id} plugin={plugin} version={version} />
                ))}
              </Stack>
            </Collapse>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

function UploadHelp() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const steps = [
    { text: t('store.developer.uploadLogin'), command: `npx mintgate login ${origin}` },
    { text: t('store.developer.uploadKeygen'), command: 'npx mintgate keygen' },
    { text: t('store.developer.uploadPublish'), command: 'npx mintgate publish' },
  ];
  return (
    <Card withBorder radius="md" data-testid="dev-upload-help">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('store.developer.uploadTitle')}
        </Title>
        <Text size="sm">{t('store.developer.uploadHelp')}</Text>
        {steps.map((step) => (
          <Stack key={step.command} gap={2}>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
            <Code block>{step.command}</Code>
          </Stack>
        ))}
        <Anchor component={Link} to="/gen-key-pair" size="sm">
          {t('store.developer.keyInBrowser')}
        </Anchor>
      </Stack>
    </Card>
  );
}

export function DeveloperPluginsPage() {
  const { t } = useTranslation();
  const plugins = useOwnPlugins();
  const [creating, setCreating] = useState(false);

  let body;
  if (plugins.error) body = <LoadError error={plugins.error} onRetry={() => void plugins.refetch()} />;
  else if (!plugins.data) body = <Skeleton height={120} radius="md" />;
  else if (plugins.data.list.length === 0)
    body = (
      <Center py="xl" data-testid="dev-plugins-empty">
        <Text c="dimmed">{t('store.developer.empty')}</Text>
      </Center>
    );
  else body = plugins.data.list.map((plugin) => <PluginRow key={plugin.did} plugin={plugin} />);

  return (
    <Stack gap="lg" data-testid="developer-plugins">
      <PageHeader
        title={t('store.developer.plugins')}
        description={t('store.developer.pluginsDescription')}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="dev-new-plugin">
            {t('store.developer.newPlugin')}
          </Button>
        }
      />
      <Stack gap="md">{body}</Stack>
      <UploadHelp />
      <NewPluginDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
