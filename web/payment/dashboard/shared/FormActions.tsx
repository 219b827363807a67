import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** What went wrong that no field shows. */
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  submitTestId: string;
  onCancel?(): void;
};

/** The end of a form: the error the fields do not show, then cancel and submit. */
export function FormActions({ failure, busy, submitLabel, submitTestId, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {failure ? (
        <Alert color="red" role="alert" data-testid="form-error">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={busy} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
