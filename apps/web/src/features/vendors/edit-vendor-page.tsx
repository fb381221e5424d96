import { Box, Button, Group, Loader } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  recordLinkMessages,
  screenTitles,
  type Vendor,
  vendorLabels,
  vendorMessages,
} from '@sitebook/contract';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { focusFirstError } from '../../lib/focus-first-error';
import { useAction } from '../../lib/use-action';
import { useVendorByCode } from '../../lib/vendor-search';
import { useUpdateVendor } from './api/update-vendor';
import { BackLink } from './components/back-link';
import { FormRefusal } from './components/form-refusal';
import { MissingVendor, VENDOR_LIST_PATH } from './components/missing-vendor';
import { VendorFormSections } from './components/vendor-form-sections';
import { formToRequest, type VendorFormValues, validateEdit, vendorToForm } from './vendor-form';
import { vendorFromState } from './vendor-from-state';
import { showVendorRefusal } from './vendor-outcome';

function EditVendorForm({ vendor }: { vendor: Vendor }) {
  const navigate = useNavigate();
  const update = useAction(useUpdateVendor());
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<VendorFormValues>({
    mode: 'controlled',
    initialValues: vendorToForm(vendor),
    validate: validateEdit(vendor),
    validateInputOnBlur: false,
  });

  const submit = async (values: VendorFormValues) => {
    setRefusal(null);
    const outcome = await update.run({
      ...formToRequest(values),
      // Read-only on this screen: sent as the record has them (a missing opening balance as 0).
      openingBalance: vendor.openingBalance ?? 0,
      currentBalance: vendor.currentBalance ?? vendor.openingBalance ?? 0,
      performanceGrade: values.performanceGrade,
      vendorId: vendor.vendorId,
      vendorCode: vendor.vendorCode,
    });
    if (outcome.ok) {
      await alertDialog(vendorMessages.updated(outcome.data.vendorCode || vendor.vendorCode));
      navigate(VENDOR_LIST_PATH);
      return;
    }
    if (outcome.kind === 'refused' && outcome.status === 400) setRefusal(outcome.message ?? null);
    await showVendorRefusal(outcome, (message) =>
      alertDialog(`${vendorMessages.vendorLimitPrefix}${message}`),
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate aria-label={screenTitles.editVendor}>
      <VendorFormSections form={form} mode="edit" vendor={vendor} />
      {refusal && <FormRefusal>{vendorMessages.sorry(refusal)}</FormRefusal>}
      <Group justify="flex-end" mt="md">
        <Button type="submit" size="md" loading={update.pending} miw={140}>
          {vendorLabels.update}
        </Button>
      </Group>
    </form>
  );
}

/**
 * Edit Vendor: the vendor its URL names by code (`editvendor/VEN00013`, read afresh on
 * each visit, the list's vendor shown meanwhile), or the one passed as navigation state (the spec's
 * id-less route).
 */
export default function EditVendorPage() {
  const { vendorCode } = useParams();
  const fromState = vendorFromState(useLocation().state);
  const byCode = useVendorByCode(vendorCode, fromState);
  const vendor = vendorCode ? (byCode.data ?? null) : fromState;
  const loading = !!vendorCode && byCode.data === undefined && byCode.error === null;
  return (
    <Box maw={960} aria-busy={byCode.busy || undefined}>
      <BackLink />
      <PageTitle>{screenTitles.editVendor}</PageTitle>
      {vendor ? (
        <EditVendorForm key={vendor.vendorId} vendor={vendor} />
      ) : loading ? (
        <Loader size="sm" aria-label={vendorLabels.loadingVendor} />
      ) : vendorCode ? (
        <MissingVendor
          message={
            byCode.error
              ? recordLinkMessages.loadFailed(vendorCode)
              : recordLinkMessages.vendorNotFound(vendorCode)
          }
        />
      ) : (
        <MissingVendor />
      )}
    </Box>
  );
}
