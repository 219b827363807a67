import type { ReactNode } from 'react';
import { Card, Group, Stack, Title } from '@mantine/core';

/** A titled card of a record page or form. */
export function Section({ title, actions, children, ...rest }: { title: ReactNode; actions?: ReactNode; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Card withBorder padding="lg" {...rest}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
