import { Box, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  commonMessages,
  type PayableForm,
  payableLabels,
  payableMessages,
  screenTitles,
} from '@sitebook/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { Section } from '../../components/section';
import { focusFirstError } from '../../lib/focus-first-error';
import { useAction } from '../../lib/use-action';
import { useUploadPayableDocument } from './api/documents';
import { useCreatePayable } from './api/save-payable';
import { BackLink } from './components/back-link';
import { chosenFiles, type DocumentSlot, DocumentSlots, newSlot } from './components/document-slots';
import { PayableFormFields } from './components/payable-form-fields';
import { SendingOk } from './components/sending-ok';
import { emptyPayableForm, formToFields, PAYABLES_PATH, validatePayable } from './payable-form';
import { showPayableRefusal, uploadDocuments } from './payable-outcome';

/** `?vendorId=` (View Vendor's New payable): the vendor chosen when the form opens; '' otherwise. */
const vendorIdParam = (value: string | null): string => (value && /^[1-9]\d{0,9}$/.test(value) ? value : '');

/** Add Vendor Payable (/home/vendor/payables/addpayable); `?vendorId=` preselects the vendor. */
export default function AddPayablePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useAction(useCreatePayable());
  const upload = useUploadPayableDocument();
  const [slots, setSlots] = useState<DocumentSlot[]>(() => [newSlot()]);
  // The send (the documents, then the payable) runs as one mutation: its pending state is the form's.
  const send = useMutation({ mutationFn: (values: PayableForm) => sendPayable(values) });
  const sending = send.isPending;
  const form = useForm<PayableForm>({
    mode: 'controlled',
    initialValues: { ...emptyPayableForm(), erfVendorId: vendorIdParam(params.get('vendorId')) },
    validate: validatePayable,
    validateInputOnBlur: false,
  });

  const sendPayable = async (values: PayableForm) => {
    const ids = await uploadDocuments(chosenFiles(slots), upload.mutateAsync);
    if (ids === null) return;
    const outcome = await create.run(formToFields(values, ids));
    if (outcome.ok) {
      await alertDialog(payableMessages.created(outcome.data.vendorPayableCode));
      navigate(PAYABLES_PATH);
      return;
    }
    await showPayableRefusal(outcome);
  };

  const submit = async (values: PayableForm) => {
    if (sending) return;
    await send.mutateAsync(values);
  };

  return (
    <Box maw={960}>
      <BackLink />
      <PageTitle>{screenTitles.addPayable}</PageTitle>
      <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate aria-label={screenTitles.addPayable}>
        <Stack gap="md">
          <PayableFormFields form={form} disabled={sending} />
          <Section title={payableLabels.fields.documents} grid={false}>
            <DocumentSlots slots={slots} onChange={setSlots} disabled={sending} />
          </Section>
          <Group justify="flex-end">
            <SendingOk sending={sending} />
            <Button type="submit" size="md" disabled={sending} aria-busy={sending} miw={140}>
              {sending ? commonMessages.loadingSending : payableLabels.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Box>
  );
}
