import { Paper, SimpleGrid, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of a vendor form or view: a region named by its heading, fields in a responsive grid. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={3} size="h5" id={id} mb="sm" c="orange.9">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}
