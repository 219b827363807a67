import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField';

type Props = {
  /** The secret to show; the dialog is open while there is one. */
  secret: string | null;
  title: string;
  onClose(): void;
  'data-testid': string;
};

/** Shows a new secret the only time the server sends it. */
export function SecretDialog({ secret, title, onClose, 'data-testid': testId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} centered size="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        <Alert color="orange" data-testid="secret-warning">
          {t('dashboard.secret.warning')}
        </Alert>
        <Text size="sm">{t('dashboard.secret.hint')}</Text>
        {secret ? <CopyField value={secret} block data-testid={testId} /> : null}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="secret-done">
            {t('dashboard.secret.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
