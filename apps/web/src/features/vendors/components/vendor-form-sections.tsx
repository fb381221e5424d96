import { Group, MultiSelect, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ADMIN_ROLE_TYPE,
  ATTRIBUTE,
  vendorLabels as L,
  PERFORMANCE_GRADE_OPTION,
  TRANSACTION_TYPES,
  VENDOR_LIMITS,
  VENDOR_TYPES,
  type Vendor,
} from '@sitebook/contract';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { AmountInput } from '../../../components/amount-input';
import { DateField } from '../../../components/date-field';
import { useEmptyListHint } from '../../../components/empty-list-hint';
import { useReadySession } from '../../../lib/session/use-session';
import { useStates } from '../api/get-states';
import type { VendorFormValues } from '../vendor-form';
import { FormSection } from './form-section';
import { TaxBankSection } from './tax-bank-section';

const F = L.fields;
const S = L.sections;

export interface VendorFormSectionsProps {
  form: UseFormReturnType<VendorFormValues>;
  /** 'edit' marks required labels with **, makes balances read-only and adds the grade section. */
  mode: 'add' | 'edit';
  /** The vendor being edited (its scores and current balance are shown read-only). */
  vendor?: Vendor;
}

/** The options of a list, keeping the current value even when the list no longer has it. */
function options(values: string[], current?: string | null | string[]): string[] {
  const extra = (Array.isArray(current) ? current : current ? [current] : []).filter(
    (v) => !values.includes(v),
  );
  return [...values, ...extra];
}

/** Every dropdown can be typed into to narrow its options; a choice is not undone by a second click. */
const typeable = { searchable: true, allowDeselect: false, nothingFoundMessage: L.nothingFound } as const;

/** Read-only fields look filled, so they do not read as editable. */
const readOnly = { readOnly: true, variant: 'filled' } as const;

/** Visible '**' after a required field's label; the input itself carries `required`. */
function Label({ text, required }: { text: string; required: boolean }): ReactNode {
  if (!required) return text;
  return (
    <>
      {text}
      <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)', marginInlineStart: 4 }}>
        {L.requiredMark}
      </span>
    </>
  );
}

/** A visually hidden qualifier that tells two same-labelled fields apart for screen readers. */
function Hidden({ children }: { children: string }) {
  return <span className="sb-visually-hidden"> ({children})</span>;
}

/** The props of every section: the form, Add or Edit, and the vendor being edited. */
interface SectionProps {
  form: UseFormReturnType<VendorFormValues>;
  edit: boolean;
  vendor?: Vendor;
}

/**
 * A label with the visible '**' and the input's `required`: on Edit (the spec's mark) and, since issue
 * 28 point 5, on Add too (the same fields are required there).
 */
const required = (text: string) => ({
  label: <Label text={text} required />,
  required: true,
  withAsterisk: false,
});

/** Vendor Information: name, description, category, vendor type and its type of work or goods. */
function VendorInfoSection({ form }: SectionProps) {
  const values = form.getValues();
  const req = required;
  const text = (field: keyof VendorFormValues) => form.getInputProps(field);
  const session = useReadySession();
  const list = (name: string) => (session.lists[name] ?? []).map((i) => i.value);
  const categories = list(ATTRIBUTE.vendorCategory);
  const workTypes = list(ATTRIBUTE.vendorWorkType);
  const materialTypes = list(ATTRIBUTE.vendorMaterialType);
  const categoriesHint = useEmptyListHint(ATTRIBUTE.vendorCategory, categories);
  const workTypesHint = useEmptyListHint(ATTRIBUTE.vendorWorkType, workTypes);
  const materialTypesHint = useEmptyListHint(ATTRIBUTE.vendorMaterialType, materialTypes);
  return (
    <FormSection title={S.vendorInfo}>
      <TextInput {...req(F.vendorName)} maxLength={VENDOR_LIMITS.vendorName} {...text('vendorName')} />
      <Textarea
        {...req(F.vendorDescription)}
        maxLength={VENDOR_LIMITS.vendorDescription}
        autosize
        minRows={1}
        maxRows={4}
        {...text('vendorDescription')}
      />
      <Select
        {...req(F.vendorCategory)}
        data={options(categories, values.vendorCategory)}
        {...typeable}
        description={categoriesHint}
        {...text('vendorCategory')}
      />
      <Radio.Group
        {...req(F.vendorType)}
        {...text('vendorType')}
        onChange={(value) => {
          form.setFieldValue('vendorType', value as VendorFormValues['vendorType']);
          form.clearFieldError('typeOfWork');
          form.clearFieldError('typeOfGoods');
        }}
      >
        <Group gap="lg" mt={8} mih={36}>
          {VENDOR_TYPES.map((type) => (
            <Radio key={type} value={type} label={type} />
          ))}
        </Group>
      </Radio.Group>
      {values.vendorType === 'GOODS' ? (
        <MultiSelect
          {...req(F.typeOfGoods)}
          data={options(materialTypes, values.typeOfGoods)}
          searchable
          description={materialTypesHint}
          hidePickedOptions={false}
          {...text('typeOfGoods')}
        />
      ) : (
        <Select
          {...req(F.typeOfWork)}
          data={options(workTypes, values.typeOfWork)}
          {...typeable}
          description={workTypesHint}
          {...text('typeOfWork')}
        />
      )}
    </FormSection>
  );
}

/** Contact Information: person, phone, email, address; choosing another country empties the state. */
function ContactSection({ form }: SectionProps) {
  const values = form.getValues();
  const req = required;
  const text = (field: keyof VendorFormValues) => form.getInputProps(field);
  const session = useReadySession();
  const countries = (session.lists[ATTRIBUTE.country] ?? []).map((i) => i.value);
  const { states, isLoading: statesLoading } = useStates(session, values.country);
  const stateNames = states.map((i) => i.value);
  return (
    <FormSection title={S.contactInfo}>
      <TextInput
        {...req(F.contactPerson)}
        maxLength={VENDOR_LIMITS.contactPerson}
        autoComplete="off"
        {...text('contactPerson')}
      />
      <TextInput
        {...req(F.phoneNumber)}
        type="tel"
        inputMode="numeric"
        maxLength={VENDOR_LIMITS.phoneNumber}
        autoComplete="off"
        {...text('phoneNumber')}
      />
      <TextInput
        {...req(F.emailId)}
        type="email"
        maxLength={VENDOR_LIMITS.emailId}
        autoComplete="off"
        {...text('emailId')}
      />
      <TextInput {...req(F.addressLine1)} maxLength={VENDOR_LIMITS.addressLine} {...text('addressLine1')} />
      <TextInput {...req(F.addressLine2)} maxLength={VENDOR_LIMITS.addressLine} {...text('addressLine2')} />
      <TextInput {...req(F.city)} maxLength={VENDOR_LIMITS.city} {...text('city')} />
      <Select
        {...req(F.country)}
        data={options(countries, values.country)}
        {...typeable}
        nothingFoundMessage="No matching country"
        {...text('country')}
        onChange={(value) => {
          if (value === form.getValues().country) return;
          form.setFieldValue('country', value);
          form.setFieldValue('state', null);
        }}
      />
      <Select
        {...req(F.state)}
        data={options(stateNames, values.state)}
        {...typeable}
        nothingFoundMessage={statesLoading ? 'Loading...' : 'No matching state'}
        {...text('state')}
      />
    </FormSection>
  );
}

/** Opening Balance: editable on Add, read-only on Edit. */
function OpeningBalanceSection({ form, edit }: SectionProps) {
  const values = form.getValues();
  const text = (field: keyof VendorFormValues) => form.getInputProps(field);
  return (
    <FormSection title={S.openingBalance}>
      {edit ? (
        <TextInput {...readOnly} label={F.openingBalance} value={String(values.openingBalance ?? '')} />
      ) : (
        <AmountInput label={F.openingBalance} {...text('openingBalance')} />
      )}
      <DateField label={F.openingBalanceDate} {...(edit ? readOnly : {})} {...text('openingBalanceDate')} />
      <Select
        label={
          <>
            {F.typeOfTransactionForOb}
            <Hidden>{S.openingBalance}</Hidden>
          </>
        }
        data={[...TRANSACTION_TYPES]}
        {...typeable}
        {...text('typeOfTransactionForOb')}
      />
    </FormSection>
  );
}

/** Current Balance: always read-only; on Add it shows the opening balance. */
function CurrentBalanceSection({ form, edit, vendor }: SectionProps) {
  const values = form.getValues();
  const text = (field: keyof VendorFormValues) => form.getInputProps(field);
  const currentBalance = edit
    ? (vendor?.currentBalance ?? '')
    : values.openingBalance === ''
      ? ''
      : values.openingBalance;
  return (
    <FormSection title={S.currentBalance}>
      <TextInput {...readOnly} label={F.currentBalance} value={String(currentBalance)} />
      {edit ? (
        <DateField label={F.currentBalanceDate} {...readOnly} {...text('currentBalanceDate')} />
      ) : (
        // On Add the server dates the current balance itself: the opening balance date, else today.
        <DateField
          {...readOnly}
          label={F.currentBalanceDate}
          value={values.openingBalanceDate || dayjs().format('YYYY-MM-DD')}
        />
      )}
      <Select
        label={
          <>
            {F.typeOfTransactionForCb}
            <Hidden>{S.currentBalance}</Hidden>
          </>
        }
        data={[...TRANSACTION_TYPES]}
        {...typeable}
        {...text('typeOfTransactionForCb')}
      />
    </FormSection>
  );
}

/** Performance Grade (Edit only): the grade to set, the score and the maximum read-only. */
function PerformanceGradeSection({ form, vendor }: SectionProps) {
  const text = (field: keyof VendorFormValues) => form.getInputProps(field);
  return (
    <FormSection title={S.performanceGrade}>
      <Select
        label={F.performanceGrade}
        data={[{ label: PERFORMANCE_GRADE_OPTION.label, value: PERFORMANCE_GRADE_OPTION.value }]}
        searchable
        clearable
        {...text('performanceGrade')}
      />
      <TextInput {...readOnly} label={F.performanceScore} value={String(vendor?.performanceScore ?? '')} />
      <TextInput {...readOnly} label={F.maxScore} value={String(vendor?.maxScore ?? '')} />
    </FormSection>
  );
}

/**
 * The inputs of Add Vendor and Edit Vendor (one component, split into the spec's sections).
 * Field labels, lengths and lists come from the contract (labels, limits, schemas, list names).
 */
export function VendorFormSections({ form, mode, vendor }: VendorFormSectionsProps) {
  const props = { form, edit: mode === 'edit', vendor };
  // Only an administrator changes a vendor's bank details, GSTIN and PAN (the server refuses others 403).
  const isAdmin = useReadySession().role.roleType === ADMIN_ROLE_TYPE;
  return (
    <Stack gap="md">
      <VendorInfoSection {...props} />
      <ContactSection {...props} />
      <OpeningBalanceSection {...props} />
      <CurrentBalanceSection {...props} />
      <TaxBankSection form={form} readOnly={props.edit && !isAdmin} />
      {props.edit && <PerformanceGradeSection {...props} />}
    </Stack>
  );
}
