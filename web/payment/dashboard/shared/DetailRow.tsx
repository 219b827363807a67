import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** One labelled value of a record page. */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={160} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" miw={0} style={{ wordBreak: 'break-word', flex: 1 }}>
        {children}
      </Text>
    </Group>
  );
}
