import { Title, type TitleProps } from '@mantine/core';

/** A screen's heading: an h2 under the layout's (visually hidden) h1. */
export function PageTitle({ children, order = 2, ...rest }: TitleProps) {
  return (
    <Title order={order} size="h3" mb="md" {...rest}>
      {children}
    </Title>
  );
}
