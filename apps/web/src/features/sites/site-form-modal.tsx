import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  siteAdminLabels as L,
  siteAdminMessages as m,
  type SiteFormValues,
  type SiteInput,
  type SiteRecord,
  siteFormSchema,
} from '@sitebook/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useSiteLeads } from './api/sites';

export interface SiteFormModalProps {
  /** The site edited, or null to add one. */
  site: SiteRecord | null;
  opened: boolean;
  onClose: () => void;
  /** Sends the form; answers the server's refusal message, or null when it was saved. */
  onSubmit: (input: SiteInput) => Promise<string | null>;
  /** The form's save is on its way. */
  saving: boolean;
  /** The modal has closed (its transition ended): the screen may open its next dialog. */
  onClosed?: () => void;
}

const empty: SiteFormValues = { siteCode: '', siteName: '', address: '', city: '', state: '', siteLead: '' };

/** Add Site / Edit Site: the contract's siteFormSchema checks the fields, the server the rest. */
export function SiteFormModal({ site, opened, onClose, onSubmit, saving, onClosed }: SiteFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={site ? m.editSite : m.addSite}
      centered
      size="lg"
    >
      {/* Mounted anew for each site, so the form starts from that site's values. */}
      {opened && (
        <SiteForm
          key={site?.siteId ?? 'new'}
          site={site}
          onClose={onClose}
          onSubmit={onSubmit}
          saving={saving}
        />
      )}
    </Modal>
  );
}

function SiteForm({ site, onClose, onSubmit, saving }: Omit<SiteFormModalProps, 'opened' | 'onClosed'>) {
  const leads = useSiteLeads();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SiteFormValues>({
    mode: 'controlled',
    initialValues: site
      ? {
          siteCode: site.siteCode,
          siteName: site.siteName,
          address: site.address,
          city: site.city,
          state: site.state,
          siteLead: site.siteLead,
        }
      : empty,
    validate: zod4Resolver(siteFormSchema),
  });
  const leadOptions = (leads.data ?? []).map((u) => ({
    value: u.userName,
    label: u.name ? `${u.name} (${u.userName})` : u.userName,
  }));
  if (site?.siteLead && !leadOptions.some((o) => o.value === site.siteLead)) {
    leadOptions.push({ value: site.siteLead, label: site.siteLead });
  }

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    const message = await onSubmit(siteFormSchema.parse(values));
    if (message) setRefusal(message);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={L.code} withAsterisk maxLength={20} {...form.getInputProps('siteCode')} />
        <TextInput label={L.name} withAsterisk maxLength={100} {...form.getInputProps('siteName')} />
        <TextInput label={L.address} maxLength={300} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={L.city} maxLength={100} {...form.getInputProps('city')} />
          <TextInput label={L.state} maxLength={100} {...form.getInputProps('state')} />
        </SimpleGrid>
        <Select
          label={L.lead}
          data={leadOptions}
          searchable
          clearable
          placeholder={m.noLead}
          value={form.values.siteLead || null}
          onChange={(v) => form.setFieldValue('siteLead', v ?? '')}
          error={form.errors.siteLead}
        />
        {refusal && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {refusal}
          </div>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
