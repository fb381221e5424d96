import { Box, Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screenTitles, vendorLabels, vendorLimitLabels, vendorMessages } from '@sitebook/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog, confirmDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { messageOf, trySubmit } from '../../lib/api-client';
import { focusFirstError } from '../../lib/focus-first-error';
import { useReadySession } from '../../lib/session/use-session';
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
import { codeOf, showVendorRefusal } from './vendor-outcome';

/** Add Vendor (/home/vendor/myvendor/addvendor). */
export default function AddVendorPage() {
  const { company } = useReadySession();
  const navigate = useNavigate();
  const create = useCreateVendor();
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
    const response = await trySubmit(() => create.mutateAsync(formToRequest(values)));
    if (response?.status === 400) setRefusal(messageOf(response.body) ?? null);
    if (response?.status === 202) {
      await alertDialog(vendorMessages.created(codeOf(response.body)));
      navigate(VENDOR_LIST_PATH);
      return;
    }
    await showVendorRefusal(response, (message) =>
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
          <Button type="submit" size="md" loading={create.isPending} disabled={limitReached} miw={140}>
            {vendorLabels.submit}
          </Button>
        </Group>
      </form>
    </Box>
  );
}
