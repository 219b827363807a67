import { useState } from 'react';
import { Anchor, Badge, Button, Card, Center, Code, Collapse, Group, Pagination, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortDid } from '../../lib/short-address';
import { formatDate } from '../../lib/time';
import { toastError, toastSuccess } from '../../payment/dashboard/shared/feedback';
import { LoadError } from '../../payment/dashboard/shared/LoadError';
import { PageHeader } from '../../payment/dashboard/shared/PageHeader';
import { PAGE_SIZE, PAGE_SIZE_MOBILE, useIsMobile } from '../../payment/dashboard/shared/table-state';
import { didSegment } from '../shared/api';
import { PluginLogo, shortKeyDid, VersionStatusBadge } from '../shared/bits';
import { CommentThread } from '../shared/CommentThread';
import { useConsoleAction, useConsolePlugins } from '../shared/queries';
import { VERSION_STATUSES, type Plugin, type PluginDetail, type PluginVersion } from '../shared/types';
import { ApproveDialog, ReasonDialog, type ReviewTarget } from './ReviewDialogs';

type Dialog = { kind: 'approve' | 'reject' | 'block'; target: ReviewTarget } | null;

function ConsoleVersion({ plugin, version, onDialog }: { plugin: Plugin; version: PluginVersion; onDialog(dialog: Dialog): void }) {
  const { t } = useTranslation();
  const act = useConsoleAction();
  const [comments, { toggle }] = useDisclosure(false);
  const target: ReviewTarget = { did: plugin.did, name: plugin.name, version: version.version, category_id: plugin.category_id, review_type: plugin.review_type };
  return (
    <Stack gap={4} data-testid="console-version">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text fw={500}>{version.version}</Text>
          <VersionStatusBadge status={version.status} />
          <Text size="xs" c="dimmed">
            {formatDate(version.created_at)}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          {version.status === 'pending' ? (
            <Button
              size="xs"
              loading={act.isPending}
              onClick={() =>
                act.mutate(
                  { did: plugin.did, input: { action: 'start-review', version: version.version } },
                  { onSuccess: () => toastSuccess(t('store.console.done')), onError: toastError },
                )
              }
              data-testid="console-start-review"
            >
              {t('store.console.startReview')}
            </Button>
          ) : null}
          {version.status === 'in_review' ? (
            <>
              <Button size="xs" color="teal" onClick={() => onDialog({ kind: 'approve', target })} data-testid="console-approve">
                {t('store.console.approve')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => onDialog({ kind: 'reject', target })} data-testid="console-reject">
                {t('store.console.reject')}
              </Button>
            </>
          ) : null}
          <Button size="xs" variant="subtle" onClick={toggle} aria-expanded={comments} data-testid="console-comments-toggle">
            {t('store.console.comments')}
          </Button>
        </Group>
      </Group>
      {version.note ? (
        <Text size="sm" c="dimmed">
          {version.note}
        </Text>
      ) : null}
      <Collapse expanded={comments}>{comments ? <CommentThread side="console" did={plugin.did} version={version.version} /> : null}</Collapse>
    </Stack>
  );
}

const NEEDS_REVIEW = new Set(['pending', 'in_review']);

function ConsolePluginRow({ plugin, onDialog }: { plugin: PluginDetail; onDialog(dialog: Dialog): void }) {
  const { t } = useTranslation();
  const act = useConsoleAction();
  const versions = plugin.versions;
  const waiting = versions.filter((v) => NEEDS_REVIEW.has(v.status));
  const [showAll, { toggle }] = useDisclosure(false);
  const shown = showAll ? versions : waiting.length ? waiting : versions.slice(0, 1);

  return (
    <Card withBorder radius="md" data-testid="console-plugin-row">
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
                <Badge color={plugin.status === 'blocked' ? 'red' : 'gray'} variant="light">
                  {t(`store.status.${plugin.status}`)}
                </Badge>
                <Badge color="gray" variant="outline">
                  {t(`store.status.${plugin.visibility}`)}
                </Badge>
              </Group>
              <Group gap="xs" wrap="wrap">
                <Code title={plugin.did}>{shortKeyDid(plugin.did)}</Code>
                <Text size="xs" c="dimmed">
                  {t('store.console.owner')}: {shortDid(plugin.owner_did)}
                </Text>
              </Group>
            </Stack>
          </Group>
          {plugin.status === 'blocked' ? (
            <Button
              size="xs"
              variant="default"
              loading={act.isPending}
              onClick={() => act.mutate({ did: plugin.did, input: { action: 'unblock' } }, { onSuccess: () => toastSuccess(t('store.console.done')), onError: toastError })}
              data-testid="console-unblock"
            >
              {t('store.console.unblock')}
            </Button>
          ) : (
            <Button
              size="xs"
              color="red"
              variant="subtle"
              onClick={() => onDialog({ kind: 'block', target: { did: plugin.did, name: plugin.name, version: plugin.latest_version ?? '' } })}
              data-testid="console-block"
            >
              {t('store.console.block')}
            </Button>
          )}
        </Group>
        {plugin.status === 'blocked' && plugin.block_reason ? (
          <Text size="sm" c="red">
            {t('store.detail.blocked', { reason: plugin.block_reason })}
          </Text>
        ) : null}
        {shown.map((version) => (
          <ConsoleVersion key={version.id} plugin={plugin} version={version} onDialog={onDialog} />
        ))}
        {versions.length > shown.length || showAll ? (
          <Button variant="subtle" size="xs" onClick={toggle} aria-expanded={showAll} style={{ alignSelf: 'flex-start' }}>
            {t('store.developer.versions')} ({versions.length})
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

export function ConsolePluginsPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const pageSize = mobile ? PAGE_SIZE_MOBILE : PAGE_SIZE;
  const plugins = useConsolePlugins({ status: status ?? undefined, page, pageSize });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const done = () => {
    toastSuccess(t('store.console.done'));
    close();
  };
  const pages = Math.max(1, Math.ceil((plugins.data?.count ?? 0) / pageSize));

  let body;
  if (plugins.error) body = <LoadError error={plugins.error} onRetry={() => void plugins.refetch()} />;
  else if (!plugins.data) body = <Skeleton height={120} radius="md" />;
  else if (plugins.data.list.length === 0)
    body = (
      <Center py="xl" data-testid="console-empty">
        <Text c="dimmed">{t('store.console.empty')}</Text>
      </Center>
    );
  else body = plugins.data.list.map((plugin) => <ConsolePluginRow key={plugin.did} plugin={plugin} onDialog={setDialog} />);

  return (
    <Stack gap="lg" data-testid="console-plugins">
      <PageHeader
        title={t('store.console.plugins')}
        description={t('store.console.pluginsDescription')}
        actions={
          <Select
            aria-label={t('store.console.filter')}
            placeholder={t('store.console.allStatuses')}
            data={VERSION_STATUSES.map((value) => ({ value, label: t(`store.status.${value}`) }))}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            clearable
            w={180}
            data-testid="console-status-filter"
          />
        }
      />
      <Stack gap="md" data-testid="console-plugin-list">
        {body}
      </Stack>
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} siblings={mobile ? 0 : 1} />
        </Center>
      ) : null}
      <ApproveDialog target={dialog?.kind === 'approve' ? dialog.target : null} onClose={close} onDone={done} />
      <ReasonDialog kind="reject" target={dialog?.kind === 'reject' ? dialog.target : null} onClose={close} onDone={done} />
      <ReasonDialog kind="block" target={dialog?.kind === 'block' ? dialog.target : null} onClose={close} onDone={done} />
    </Stack>
  );
}
