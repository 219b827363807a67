import type React from 'react';
import { useState } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@common/identity.ts';
import { avatarUrl } from '../../lib/avatar-url';
import { formatError } from '../../lib/error-text';
import { AVATAR_TYPES, checkAvatarFile, readAsDataUrl } from './avatar-file';
import { useUpdateProfile } from './put-profile';

export const PROFILE_AVATAR_SIZE = 160;

/** The user's picture with upload and "use generated avatar". */
export function ProfileAvatar({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [problem, setProblem] = useState<string | null>(null);

  const save = (avatar: string | null) =>
    update.mutate(
      { avatar },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t(avatar ? 'profile.avatar.updated' : 'profile.avatar.resetDone') }),
        onError: (err) => setProblem(formatError(err)),
      },
    );

  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const issue = checkAvatarFile(file);
    if (issue) {
      setProblem(t(issue === 'size' ? 'profile.avatar.tooLarge' : 'profile.avatar.badType'));
      return;
    }
    try {
      save(await readAsDataUrl(file));
    } catch (err) {
      setProblem(formatError(err));
    }
  };

  return (
    <Stack align="center" gap="sm">
      <Image
        src={avatarUrl(user.avatar, PROFILE_AVATAR_SIZE)}
        alt={t('profile.avatar.alt')}
        w={120}
        h={120}
        radius={120}
        fit="cover"
        data-testid="profile-avatar"
      />
      <Group gap="xs" justify="center">
        <FileButton onChange={(file) => void upload(file)} accept={AVATAR_TYPES.join(',')} inputProps={{ 'data-testid': 'profile-avatar-input' } as React.ComponentProps<'input'>}>
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={update.isPending} data-testid="profile-avatar-upload">
              {t('profile.avatar.upload')}
            </Button>
          )}
        </FileButton>
        <Button size="xs" variant="subtle" disabled={update.isPending} onClick={() => save(null)} data-testid="profile-avatar-reset">
          {t('profile.avatar.reset')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        {t('profile.avatar.hint')}
      </Text>
      {problem ? (
        <Text size="sm" c="red" role="alert" data-testid="profile-avatar-error">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
