import { Paper, SimpleGrid, Text } from '@mantine/core';
import { summaryScreenMessages as S } from '@sitebook/contract';
import { Link } from 'react-router';

export interface Figure {
  label: string;
  amount: string;
  /** The screen that shows this figure in detail (site and date in its address). */
  href: string;
  /** That screen's title, for the link's accessible name. */
  where: string;
}

/** The Executive Summary's headline figures, each a card linking to its detail. */
export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {figures.map((f) => (
        <li key={f.label}>
          <Paper
            component={Link}
            to={f.href}
            withBorder
            radius="md"
            p="md"
            className="sb-figure-card"
            aria-label={S.openFigure(`${f.label} ${f.amount}`, f.where)}
            style={{ display: 'block', textDecoration: 'none', color: 'inherit', height: '100%' }}
          >
            <Text size="sm" c="gray.8" fw={600}>
              {f.label}
            </Text>
            <Text fz={{ base: 22, sm: 26 }} fw={700} c="orange.9" style={{ overflowWrap: 'anywhere' }}>
              {f.amount}
            </Text>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}
