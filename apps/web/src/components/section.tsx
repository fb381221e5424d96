import { Paper, SimpleGrid, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of a form or view: a region named by its heading (payables, settlement). */
export function Section({
  title,
  children,
  grid = true,
}: {
  title: string;
  children: ReactNode;
  /** Lay the children out in a responsive two-column grid (default). */
  grid?: boolean;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={3} size="h5" id={id} mb="sm" c="orange.9">
        {title}
      </Title>
      {grid ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      ) : (
        children
      )}
    </Paper>
  );
}
