import { Box, Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screenTitles, vendorLabels, vendorLimitLabels, vendorMessages } from '@sitebook/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog, confirmDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { focusFirstError } from '../../lib/focus-first-error';
import { useReadySession } from '../../lib/session/use-session';
import { useAction } from '../../lib/use-action';
import { useCreateVendor } from './api/create-vendor';
import { useVendorLimit } from './api/get-vendor-limit';
import { BackLink } from './components/back-link';
import { FormRefusal } from './components/form-refusal';
import { VENDOR_LIST_PATH } from './components/missing-vendor';
import { VendorFormSections } from './components/vendor-form-sections';
import {
  emptyVendorForm,
  formToRequest,
  isOpeningBalanceEmpty,
  type VendorFormValues,
  validateAdd,
} from './vendor-form';
import { showVendorRefusal } from './vendor-outcome';

/** Add Vendor (/home/vendor/myvendor/addvendor). */
export default function AddVendorPage() {
  const { company } = useReadySession();
  const navigate = useNavigate();
  const create = useAction(useCreateVendor());
  const limit = useVendorLimit();
  const limitReached = limit.data?.reached === true;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<VendorFormValues>({
    mode: 'controlled',
    initialValues: emptyVendorForm(company.country || null),
    validate: validateAdd,
    validateInputOnBlur: false,
  });

  const submit = async (values: VendorFormValues) => {
    if (isOpeningBalanceEmpty(values)) {
      const proceed = await confirmDialog(vendorMessages.continueWithoutOpeningBalance);
      if (!proceed) return;
    }
    setRefusal(null);
    const outcome = await create.run(formToRequest(values));
    if (outcome.ok) {
      await alertDialog(vendorMessages.created(outcome.data.vendorCode));
      navigate(VENDOR_LIST_PATH);
      return;
    }
    if (outcome.kind === 'refused' && outcome.status === 400) setRefusal(outcome.message ?? null);
    await showVendorRefusal(outcome, (message) =>
      alertDialog(message, { title: vendorMessages.vendorLimitTitle }),
    );
  };

  return (
    <Box maw={960}>
      <BackLink />
      <PageTitle>{screenTitles.addVendor}</PageTitle>
      {limitReached && (
        <FormRefusal title={vendorMessages.vendorLimitTitle}>
          {limit.data?.message} {vendorLimitLabels.submitDisabled}
        </FormRefusal>
      )}
      <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate aria-label={screenTitles.addVendor}>
        <VendorFormSections form={form} mode="add" />
        {refusal && <FormRefusal>{vendorMessages.sorry(refusal)}</FormRefusal>}
        <Group justify="flex-end" mt="md">
          <Button type="submit" size="md" loading={create.pending} disabled={limitReached} miw={140}>
            {vendorLabels.submit}
          </Button>
        </Group>
      </form>
    </Box>
  );
}
