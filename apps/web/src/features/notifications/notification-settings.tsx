import { Button, Checkbox, Loader, Paper, Stack, Switch } from '@mantine/core';
import {
  notificationScreenMessages as m,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  vendorMessages,
} from '@sitebook/contract';
import { useEffect, useState } from 'react';
import { alertDialog } from '../../components/dialogs';
import { LoadFailed } from '../../components/load-failed';
import { notifySuccess } from '../../components/notify';
import { outcomeText, useAction } from '../../lib/use-action';
import { useNotificationSettings, useSaveNotificationSettings } from './api';

/** The signed-in user's choices: which notifications also come by e-mail, and the daily digest. */
export function NotificationSettingsPanel() {
  const stored = useNotificationSettings();
  const save = useAction(useSaveNotificationSettings());
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);

  if (stored.isError)
    return (
      <LoadFailed
        title={m.loadFailed}
        retry={m.retry}
        error={stored.error}
        onRetry={() => void stored.refetch()}
      />
    );
  if (!draft) return <Loader color="orange" aria-label={m.tabSettings} />;

  const onSave = async () => {
    const outcome = await save.run(draft);
    if (!outcome.ok) {
      await alertDialog(outcomeText(outcome, vendorMessages.somethingWentWrong), { title: m.saveFailed });
      return;
    }
    notifySuccess(m.settingsSaved);
  };

  return (
    <Paper withBorder p="md" maw={720}>
      <Stack gap="sm">
        <Checkbox.Group
          label={m.settingsTitle}
          description={m.settingsHint}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          value={NOTIFICATION_KINDS.filter((k) => draft.email[k])}
          onChange={(on) =>
            setDraft({
              ...draft,
              email: Object.fromEntries(
                NOTIFICATION_KINDS.map((k) => [k, on.includes(k)]),
              ) as NotificationSettings['email'],
            })
          }
        >
          <Stack gap="xs" mt="xs">
            {NOTIFICATION_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={m.kinds[kind]} color="orange.9" />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={m.digest}
          checked={draft.digest}
          onChange={(event) => setDraft({ ...draft, digest: event.currentTarget.checked })}
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
