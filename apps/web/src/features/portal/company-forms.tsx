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
import { useForm } from '@mantine/form';
import {
  portalMessages as m,
  type PortalAdminCreate,
  type PortalCompanyCreate,
  portalAdminCreateSchema,
  portalCompanyCreateSchema,
} from '@sitebook/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DateField } from '../../components/date-field';
import { focusFirstError } from '../../lib/focus-first-error';

const emptyCompany = {
  code: '',
  name: '',
  country: 'India',
  vendorLimit: '' as string | number,
  subscriptionStart: '',
  subscriptionEnd: '',
};
type CompanyValues = typeof emptyCompany;

/** The request the form's values make: no vendor limit is null, an empty date is left out. */
const toCompany = (v: CompanyValues) => ({
  code: v.code,
  name: v.name,
  country: v.country,
  vendorLimit: v.vendorLimit === '' ? null : Number(v.vendorLimit),
  subscriptionStart: v.subscriptionStart || undefined,
  subscriptionEnd: v.subscriptionEnd || undefined,
});
const validateCompany = zod4Resolver(portalCompanyCreateSchema, { errorPriority: 'first' });
const validateAdmin = zod4Resolver(portalAdminCreateSchema, { errorPriority: 'first' });

/** Create company: code, name, country, vendor limit, subscription start and end. */
export function CreateCompanyDialog({
  opened,
  sending,
  onClose,
  onCreate,
}: {
  opened: boolean;
  /** The create is on its way. */
  sending: boolean;
  onClose: () => void;
  /** Sends it; resolves true when created (the dialog then closes). */
  onCreate: (company: PortalCompanyCreate) => Promise<boolean>;
}) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: emptyCompany,
    validate: (values) => validateCompany(toCompany(values)),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async (values: CompanyValues) => {
    if (await onCreate(portalCompanyCreateSchema.parse(toCompany(values)))) close();
  };
  return (
    <Modal opened={opened} onClose={close} title={m.createCompany} centered size="lg">
      <form noValidate onSubmit={form.onSubmit(submit, () => focusFirstError())}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={m.codeLabel}
              required
              key={form.key('code')}
              {...form.getInputProps('code')}
              data-autofocus
            />
            <TextInput label={m.nameLabel} required key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput
              label={m.countryLabel}
              required
              key={form.key('country')}
              {...form.getInputProps('country')}
            />
            <NumberInput
              label={m.vendorLimitLabel}
              description={m.vendorLimitHint}
              min={0}
              allowDecimal={false}
              key={form.key('vendorLimit')}
              {...form.getInputProps('vendorLimit')}
            />
            <DateField
              label={m.subscriptionStartLabel}
              key={form.key('subscriptionStart')}
              {...form.getInputProps('subscriptionStart')}
            />
            <DateField
              label={m.subscriptionEndLabel}
              key={form.key('subscriptionEnd')}
              {...form.getInputProps('subscriptionEnd')}
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
  sending,
  onClose,
  onCreate,
}: {
  /** The company, or null when closed. */
  companyCode: string | null;
  /** The create is on its way. */
  sending: boolean;
  onClose: () => void;
  onCreate: (code: string, admin: PortalAdminCreate) => Promise<boolean>;
}) {
  const form = useForm({ mode: 'uncontrolled', initialValues: emptyAdmin, validate: validateAdmin });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async (values: typeof emptyAdmin) => {
    if (!companyCode) return;
    if (await onCreate(companyCode, portalAdminCreateSchema.parse(values))) close();
  };
  return (
    <Modal
      opened={companyCode !== null}
      onClose={close}
      title={companyCode ? m.adminTitle(companyCode) : ''}
      centered
    >
      <form noValidate onSubmit={form.onSubmit(submit, () => focusFirstError())}>
        <Stack gap="sm">
          <TextInput
            label={m.userNameLabel}
            required
            autoComplete="off"
            key={form.key('userName')}
            {...form.getInputProps('userName')}
            data-autofocus
          />
          <TextInput
            label={m.firstNameLabel}
            required
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={m.lastNameLabel}
            required
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
          <PasswordInput
            label={m.passwordLabel}
            description={m.passwordHint}
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
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
