import { Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { adminMessages as m } from '@sitebook/contract';
import { LoadFailed } from '../../components/load-failed';
import { useFormat } from '../../lib/format';
import { useProfile } from './api';
import { ApiKeySection } from './api-key-section';
import { CompanySettingsSection } from './company-settings-section';
import { StorageSection } from './storage-section';

/**
 * Admin → Profile: the company's details, read-only (the portal administrator keeps them), the
 * settings its ADMIN may change (time zone, remittance advice), and its document storage against the quota.
 */
export function ProfileTab() {
  const profile = useProfile();
  const format = useFormat();
  if (profile.isError)
    return (
      <LoadFailed
        title={m.loadFailed}
        retry={m.retry}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  if (profile.isPending) return <Loader color="orange" aria-label={m.tabProfile} />;
  const p = profile.data;
  const rows: [string, string][] = [
    [m.companyName, p.companyName],
    [m.companyCode, p.companyCode],
    [m.country, p.country],
    [m.vendorLimit, p.vendorLimit === null ? m.noVendorLimit : String(p.vendorLimit)],
    [m.subscriptionStart, p.subscriptionStart ? format.date(p.subscriptionStart) : '—'],
    [m.subscriptionEnd, p.subscriptionEnd ? format.date(p.subscriptionEnd) : '—'],
    [m.subscriptionStatus, p.subscriptionStatus],
  ];
  return (
    <Stack gap="sm" maw={720}>
      <Text c="gray.7" size="sm">
        {m.profileReadOnly}
      </Text>
      <Paper withBorder p="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="sm" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="gray.7">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <CompanySettingsSection profile={p} />
      <StorageSection />
      <ApiKeySection companyCode={p.companyCode} />
    </Stack>
  );
}
