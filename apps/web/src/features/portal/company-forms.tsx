import {
  Button,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  portalMessages as m,
  type PortalAdminCreate,
  type PortalCompanyCreate,
  portalAdminCreateSchema,
  portalCompanyCreateSchema,
} from '@sitebook/contract';
import { useState } from 'react';
import type { z } from 'zod';

type Errors = Record<string, string>;

function errorsOf(error: z.ZodError): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

const emptyCompany = {
  code: '',
  name: '',
  country: 'India',
  vendorLimit: '' as string | number,
  subscriptionStart: '',
  subscriptionEnd: '',
};

/** Create company: code, name, country, vendor limit, subscription start and end. */
export function CreateCompanyDialog({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  /** Sends it; resolves true when created (the dialog then closes). */
  onCreate: (company: PortalCompanyCreate) => Promise<boolean>;
}) {
  const [values, setValues] = useState(emptyCompany);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof emptyCompany) => (value: string | number) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const close = () => {
    setValues(emptyCompany);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const parsed = portalCompanyCreateSchema.safeParse({
      code: values.code,
      name: values.name,
      country: values.country,
      vendorLimit: values.vendorLimit === '' ? null : Number(values.vendorLimit),
      subscriptionStart: values.subscriptionStart || undefined,
      subscriptionEnd: values.subscriptionEnd || undefined,
    });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error));
      return;
    }
    setSending(true);
    try {
      if (await onCreate(parsed.data)) close();
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={m.createCompany} centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={m.codeLabel}
              required
              value={values.code}
              onChange={(e) => set('code')(e.currentTarget.value)}
              error={errors.code || undefined}
              data-autofocus
            />
            <TextInput
              label={m.nameLabel}
              required
              value={values.name}
              onChange={(e) => set('name')(e.currentTarget.value)}
              error={errors.name || undefined}
            />
            <TextInput
              label={m.countryLabel}
              required
              value={values.country}
              onChange={(e) => set('country')(e.currentTarget.value)}
              error={errors.country || undefined}
            />
            <NumberInput
              label={m.vendorLimitLabel}
              description={m.vendorLimitHint}
              min={0}
              allowDecimal={false}
              value={values.vendorLimit}
              onChange={(v) => set('vendorLimit')(v)}
              error={errors.vendorLimit || undefined}
            />
            <TextInput
              type="date"
              label={m.subscriptionStartLabel}
              value={values.subscriptionStart}
              onChange={(e) => set('subscriptionStart')(e.currentTarget.value)}
              error={errors.subscriptionStart || undefined}
            />
            <TextInput
              type="date"
              label={m.subscriptionEndLabel}
              value={values.subscriptionEnd}
              onChange={(e) => set('subscriptionEnd')(e.currentTarget.value)}
              error={errors.subscriptionEnd || undefined}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={sending}>
              {m.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const emptyAdmin = { userName: '', firstName: '', lastName: '', password: '' };

/** The company's first administrator: user name, name, and a password or a generated one. */
export function CreateAdminDialog({
  companyCode,
  onClose,
  onCreate,
}: {
  /** The company, or null when closed. */
  companyCode: string | null;
  onClose: () => void;
  onCreate: (code: string, admin: PortalAdminCreate) => Promise<boolean>;
}) {
  const [values, setValues] = useState(emptyAdmin);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof emptyAdmin) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const close = () => {
    setValues(emptyAdmin);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    if (!companyCode) return;
    const parsed = portalAdminCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error));
      return;
    }
    setSending(true);
    try {
      if (await onCreate(companyCode, parsed.data)) close();
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      opened={companyCode !== null}
      onClose={close}
      title={companyCode ? m.adminTitle(companyCode) : ''}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={m.userNameLabel}
            required
            autoComplete="off"
            value={values.userName}
            onChange={(e) => set('userName')(e.currentTarget.value)}
            error={errors.userName || undefined}
            data-autofocus
          />
          <TextInput
            label={m.firstNameLabel}
            required
            value={values.firstName}
            onChange={(e) => set('firstName')(e.currentTarget.value)}
            error={errors.firstName || undefined}
          />
          <TextInput
            label={m.lastNameLabel}
            required
            value={values.lastName}
            onChange={(e) => set('lastName')(e.currentTarget.value)}
            error={errors.lastName || undefined}
          />
          <PasswordInput
            label={m.passwordLabel}
            description={m.passwordHint}
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password')(e.currentTarget.value)}
            error={errors.password || undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={sending}>
              {m.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
