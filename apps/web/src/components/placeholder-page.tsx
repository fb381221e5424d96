import { Text } from '@mantine/core';
import { PLACEHOLDER_DESCRIPTIONS } from '@sitebook/contract';
import { PageTitle } from './page-title';

/** A module or screen with no content yet: its heading and what it will hold. */
export function PlaceholderPage({ title }: { title: string }) {
  const description = PLACEHOLDER_DESCRIPTIONS[title];
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {description && (
        <Text c="dimmed" maw={640}>
          {description}
        </Text>
      )}
    </>
  );
}
