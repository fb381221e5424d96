import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { summaryScreenMessages as S } from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NetworkError } from '../../../lib/api-client';

/**
 * What a summary shows before and instead of its figures: the loading text, the error with Retry,
 * or the empty text; `children` (the figures) once there is something to show.
 */
export function SummaryState<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={S.loadFailed}
      >
        <Group gap="sm" justify="space-between">
          <span>{query.error instanceof NetworkError ? S.unreachable : query.error.message}</span>
          <Button
            size="compact-sm"
            color="red.8"
            onClick={() => void query.refetch()}
            className="sb-no-print"
          >
            {S.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (query.data === undefined) {
    // A date being typed asks nothing: nothing to wait for.
    if (!query.isFetching) return null;
    return (
      <Paper withBorder radius="md" p="md">
        <Text ta="center" role="status">
          {S.loading}
        </Text>
      </Paper>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text ta="center">{emptyText}</Text>
      </Paper>
    );
  }
  return <>{children(query.data)}</>;
}
