import type { ReactNode } from 'react';
import { Avatar, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './WalletButton.module.css';

type Props = {
  name: ReactNode;
  detail?: ReactNode;
  icon?: string;
  busy: boolean;
  disabled: boolean;
  onClick(): void;
  'data-testid': string;
};

/** One row of the sign-in dialog's wallet list. */
export function WalletButton({ name, detail, icon, busy, disabled, onClick, 'data-testid': testId }: Props) {
  return (
    <UnstyledButton className={classes.button} onClick={onClick} disabled={disabled} aria-busy={busy} data-testid={testId}>
      <Group wrap="nowrap" gap="sm">
        <Avatar src={icon} alt="" radius="sm" size={36}>
          {typeof name === 'string' ? name.slice(0, 1) : null}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} size="sm">
            {name}
          </Text>
          {detail ? (
            <Text size="xs" c="dimmed" ff="monospace" truncate>
              {detail}
            </Text>
          ) : null}
        </Stack>
        {busy ? <Loader size="xs" /> : null}
      </Group>
    </UnstyledButton>
  );
}
