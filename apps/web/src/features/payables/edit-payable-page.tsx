import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import {
  commonMessages,
  PAYABLE_CANCELLED,
  type Payable,
  payableLabels,
  screenTitles,
  payableWorkflowMessages as W,
} from '@sitebook/contract';
import { PageTitle } from '../../components/page-title';
import { Section } from '../../components/section';
import { focusFirstError } from '../../lib/focus-first-error';
import { BackLink } from './components/back-link';
import { CancelPayable } from './components/cancel-payable';
import { DocumentList } from './components/document-list';
import { DocumentSlots } from './components/document-slots';
import { LoadingPayable, MissingPayable } from './components/missing-payable';
import { PayableFormFields } from './components/payable-form-fields';
import { SendingOk } from './components/sending-ok';
import { StatusBackReason } from './components/status-back-reason';
import { owesNothing, statusChoices } from './payable-form';
import { useShownPayable } from './payable-from-state';
import { useEditPayable } from './use-edit-payable';

function EditPayableForm({ payable }: { payable: Payable }) {
  const {
    form,
    role,
    slots,
    setSlots,
    sending,
    reason,
    setReason,
    reasonError,
    goingBack,
    locked,
    isAdmin,
    removeDocument,
    removingId,
    cancel,
    submit,
  } = useEditPayable(payable);
  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate aria-label={screenTitles.editPayable}>
      <Stack gap="md">
        <Text fw={600}>
          {payableLabels.view.payableCode}: {payable.vendorPayableCode}
        </Text>
        <PayableFormFields
          form={form}
          statusLocked={locked}
          statusOptions={statusChoices(payable.status, role.roleType)}
          owesNothing={owesNothing(payable)}
          disabled={sending}
        />
        {goingBack && (
          <StatusBackReason value={reason} onChange={setReason} error={reasonError} disabled={sending} />
        )}
        <Section title={payableLabels.fields.documents} grid={false}>
          <Stack gap="md">
            <DocumentList
              payableId={payable.vendorPayableId}
              onRemove={removeDocument}
              removingId={removingId}
            />
            <DocumentSlots slots={slots} onChange={setSlots} disabled={sending} />
          </Stack>
        </Section>
        <Group justify="flex-end" gap="sm">
          {isAdmin && !locked && (
            <CancelPayable code={payable.vendorPayableCode} disabled={sending} onCancel={cancel} />
          )}
          <SendingOk sending={sending} />
          <Button type="submit" size="md" disabled={sending} aria-busy={sending} miw={140}>
            {sending ? commonMessages.loadingSending : payableLabels.update}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Edit Vendor Payable: the payable its URL names (read afresh on each visit), or the one
 * passed as navigation state.
 */
export default function EditPayablePage() {
  const { payable, busy, loading, missing, code } = useShownPayable();
  return (
    <Box maw={960} aria-busy={busy || undefined}>
      <BackLink />
      <PageTitle>{screenTitles.editPayable}</PageTitle>
      {!payable ? (
        loading ? (
          <LoadingPayable code={code} />
        ) : (
          <MissingPayable message={missing} />
        )
      ) : payable.status === PAYABLE_CANCELLED ? (
        <Alert role="alert" color="red" variant="light" title={W.cancelled}>
          {W.cancelledNoEdit}
        </Alert>
      ) : (
        <EditPayableForm key={payable.vendorPayableId} payable={payable} />
      )}
    </Box>
  );
}
