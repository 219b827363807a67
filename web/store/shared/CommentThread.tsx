import { useState, type FormEvent } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortDid } from '../../lib/short-address';
import { formatTime } from '../../lib/time';
import { toastError } from '../../payment/dashboard/shared/feedback';
import { LoadError } from '../../payment/dashboard/shared/LoadError';
import { useAddComment, useComments } from './queries';

/** The review conversation of one version, with a box to add to it. */
export function CommentThread({ side, did, version }: { side: 'developer' | 'console'; did: string; version: string }) {
  const { t } = useTranslation();
  const comments = useComments(side, did, version);
  const add = useAddComment(side, did, version);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || add.isPending) return;
    add.mutate(text.trim(), { onSuccess: () => setText(''), onError: toastError });
  };

  return (
    <Stack gap="xs" data-testid="comment-thread">
      {comments.error ? <LoadError error={comments.error} onRetry={() => void comments.refetch()} /> : null}
      {comments.isPending ? <Loader size="sm" /> : null}
      {comments.data && comments.data.list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('store.console.noComments')}
        </Text>
      ) : null}
      {comments.data?.list.map((comment) => (
        <Paper key={comment.id} withBorder p="xs" radius="sm" bg={comment.system ? 'var(--mantine-color-default-hover)' : undefined} data-testid="comment">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" fw={600}>
              {comment.system || !comment.author_did ? t('store.console.system') : shortDid(comment.author_did)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatTime(comment.created_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {comment.body}
          </Text>
        </Paper>
      ))}
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            aria-label={t('store.console.commentPlaceholder')}
            placeholder={t('store.console.commentPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={5000}
            data-testid="comment-input"
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={add.isPending} disabled={!text.trim()} data-testid="comment-send">
              {t('store.console.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
