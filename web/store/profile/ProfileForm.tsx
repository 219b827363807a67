import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@common/identity.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@common/email-address.ts';
import { formatError } from '../../lib/error-text';
import { useUpdateProfile } from './put-profile';

export const FULL_NAME_MAX_LENGTH = 100;

export type ProfileFormErrors = { fullName?: string; email?: string };

/** Checks the form; returns the keys of the texts to show per field. */
export function validateProfile(values: { fullName: string; email: string }): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.fullName.trim().length > FULL_NAME_MAX_LENGTH) errors.fullName = 'profile.errors.fullNameTooLong';
  const email = values.email.trim();
  if (email && !isValidEmail(email)) errors.email = 'profile.errors.emailInvalid';
  return errors;
}

/** Name and email of the signed-in user. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(user.fullName);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const changed = fullName.trim() !== user.fullName || email.trim() !== user.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile({ fullName, email });
    setErrors(found);
    if (found.fullName || found.email) return;
    update.mutate(
      { fullName: fullName.trim(), email: email.trim() },
      {
        onSuccess: ({ user: saved }) => {
          setFullName(saved.fullName);
          setEmail(saved.email);
          notifications.show({ color: 'teal', message: t('profile.saved'), 'data-testid': 'profile-saved' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <TextInput
          label={t('profile.fullName')}
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          error={errors.fullName ? t(errors.fullName, { max: FULL_NAME_MAX_LENGTH }) : undefined}
          maxLength={FULL_NAME_MAX_LENGTH + 20}
          autoComplete="name"
          data-testid="profile-fullname"
        />
        <TextInput
          label={t('profile.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email ? t(errors.email) : undefined}
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          data-testid="profile-email"
        />
        {update.isError ? (
          <Alert color="red" role="alert" data-testid="profile-error">
            {formatError(update.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!changed} data-testid="profile-save">
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
