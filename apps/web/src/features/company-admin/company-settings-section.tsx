import { Button, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import {
  type CompanyProfile,
  companySettingsSchema,
  adminMessages as m,
  vendorMessages,
} from '@sitebook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { alertDialog } from '../../components/dialogs';
import { notifySuccess } from '../../components/notify';
import { SESSION_KEY } from '../../lib/session/api/get-bootstrap';
import { outcomeText, useAction } from '../../lib/use-action';
import { useSaveCompanySettings } from './api';

/** Every IANA zone this browser knows (the company's current one first if it is not among them). */
function zoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes('UTC') ? known : ['UTC', ...known];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * Admin → Profile: what the company's ADMIN may change: its time zone (its "today" for due, overdue
 * and ageing, and the digest's hour) and whether a recorded payment e-mails the vendor a remittance advice.
 */
export function CompanySettingsSection({ profile }: { profile: CompanyProfile }) {
  const queryClient = useQueryClient();
  const save = useAction(useSaveCompanySettings());
  const [timeZone, setTimeZone] = useState(profile.timeZone);
  const [remittanceAdvice, setRemittanceAdvice] = useState(profile.remittanceAdvice);
  const [error, setError] = useState<string | null>(null);
  const zones = useMemo(() => zoneOptions(profile.timeZone), [profile.timeZone]);

  const onSave = async () => {
    const checked = companySettingsSchema.safeParse({ timeZone, remittanceAdvice });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? m.timeZoneUnknown);
      return;
    }
    setError(null);
    const outcome = await save.run(checked.data);
    if (!outcome.ok) {
      await alertDialog(outcomeText(outcome, vendorMessages.somethingWentWrong), { title: m.settingsTitle });
      return;
    }
    notifySuccess(m.settingsSaved);
    // The session's company carries the zone: the app's "today" follows it.
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600} component="h2" size="md" m={0}>
          {m.settingsTitle}
        </Text>
        <Select
          label={m.timeZone}
          description={m.timeZoneHint}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          data={zones}
          value={timeZone}
          onChange={(value) => setTimeZone(value ?? '')}
          searchable
          allowDeselect={false}
          error={error}
          maw={360}
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label={m.remittanceAdvice}
          description={m.remittanceAdviceHint}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          checked={remittanceAdvice}
          onChange={(event) => setRemittanceAdvice(event.currentTarget.checked)}
          color="orange.9"
        />
        <Button
          color="orange.9"
          onClick={() => void onSave()}
          loading={save.pending}
          style={{ alignSelf: 'flex-start' }}
        >
          {m.saveSettings}
        </Button>
      </Stack>
    </Paper>
  );
}
