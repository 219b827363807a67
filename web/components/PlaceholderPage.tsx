import type { ReactNode } from 'react';
import { Container, Title } from '@mantine/core';
import { ResultPage } from './ResultPage';

type Props = { title: ReactNode; emptyTitle: ReactNode; emptyDescription?: ReactNode; testId?: string };

/** A page heading over an empty state, for pages whose content is not built yet. */
export function PlaceholderPage({ title, emptyTitle, emptyDescription, testId }: Props) {
  return (
    <Container size="lg" py="xl" data-testid={testId}>
      <Title order={1}>{title}</Title>
      <ResultPage title={emptyTitle} description={emptyDescription} />
    </Container>
  );
}
