import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right. */
  actions?: ReactNode;
  back?: { to: string; label: ReactNode };
  badges?: ReactNode;
};

export function PageHeader({ title, description, actions, back, badges }: Props) {
  return (
    <Stack gap={4}>
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" data-testid="page-back">
          ← {back.label}
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={1} size="h2" style={{ wordBreak: 'break-word' }}>
              {title}
            </Title>
            {badges}
          </Group>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
