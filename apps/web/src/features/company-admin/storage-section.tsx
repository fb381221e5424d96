import { Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { adminMessages as m, storageMessages as s } from '@sitebook/contract';
import { LoadFailed } from '../../components/load-failed';
import { useFormat } from '../../lib/format';
import { useStorage } from './api';

/** From this share of the quota on, the bar turns red and a notice says uploads will be refused. */
const NEARLY_FULL_PERCENT = 90;

/**
 * Admin → Profile's storage section: the company's stored documents against its
 * quota, as "x of y used" and a progress bar (uploads past the quota are refused).
 */
export function StorageSection() {
  const storage = useStorage();
  const format = useFormat();
  if (storage.isError)
    return (
      <LoadFailed
        title={s.loadFailed}
        retry={m.retry}
        error={storage.error}
        onRetry={() => void storage.refetch()}
      />
    );
  if (storage.isPending) return <Loader color="orange" aria-label={s.title} />;
  const { usedBytes, quotaBytes, documentCount } = storage.data;
  // Whole percent, rounded down (a quota just reached shows 100); never past 100 on the bar.
  const percent = Math.floor((usedBytes * 100) / quotaBytes);
  const nearlyFull = percent >= NEARLY_FULL_PERCENT;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="storage-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="storage-title">
          {s.title}
        </Title>
        <Group justify="space-between" gap="xs">
          <Text fw={500}>{s.used(usedBytes, quotaBytes)}</Text>
          <Text size="sm" c="gray.7">
            {s.percent(percent)}
          </Text>
        </Group>
        <Progress
          value={Math.min(percent, 100)}
          color={nearlyFull ? 'red.8' : 'orange.8'}
          size="lg"
          aria-label={s.barLabel}
        />
        <Text size="sm" c="gray.7">
          {s.documents(format.number(documentCount))}
        </Text>
        {nearlyFull && (
          <Text size="sm" c="red.9" role="status">
            {s.nearlyFull}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
