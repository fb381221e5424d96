import { useForm } from '@mantine/form';
import {
  ADMIN_ROLE_TYPE,
  type Payable,
  type PayableDocument,
  type PayableForm,
  payableMessages,
  rightsMessages,
  payableWorkflowMessages as W,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { notifySuccess } from '../../components/notify';
import { focusFirstError } from '../../lib/focus-first-error';
import { useReadySession } from '../../lib/session/use-session';
import { useAction } from '../../lib/use-action';
import { useCancelPayable } from './api/cancel-payable';
import { useRemovePayableDocument, useUploadPayableDocument } from './api/documents';
import { payableKeys } from './api/keys';
import { useUpdatePayable } from './api/save-payable';
import { chosenFiles, type DocumentSlot, newSlot } from './components/document-slots';
import { movesBack } from './components/status-back-reason';
import {
  formToFields,
  isStatusLocked,
  PAYABLES_PATH,
  payableToForm,
  splitIds,
  validatePayable,
} from './payable-form';
import { showPayableRefusal, uploadDocuments } from './payable-outcome';

/** The payable's stored documents on Edit: removing one (which changes the payable's version) and the ids kept. */
function useStoredDocuments(payable: Payable) {
  const queryClient = useQueryClient();
  const remove = useAction(useRemovePayableDocument(payable.vendorPayableId));
  const [removed, setRemoved] = useState<number[]>([]);
  // Removing a document is a change of the payable: its answer carries the payable's new version.
  const [version, setVersion] = useState(payable.version);

  const removeDocument = async (document: PayableDocument) => {
    const outcome = await remove.run(document.sequenceId);
    if (outcome.ok) {
      setRemoved((ids) => [...ids, document.sequenceId]);
      const changed = outcome.data.payables.find((p) => p.vendorPayableId === payable.vendorPayableId);
      if (changed) setVersion(changed.version);
      await alertDialog(outcome.data.message, { title: payableMessages.documentRemoved });
      return;
    }
    await showPayableRefusal(outcome);
  };

  /** The documents kept: the listed ones (after removals), else the payable's ids less the removed. */
  const keptIds = (): number[] => {
    const listed = queryClient.getQueryData<PayableDocument[]>(
      payableKeys.documents(payable.vendorPayableId),
    );
    if (listed) return listed.map((d) => d.sequenceId);
    return splitIds(payable.vendorDocumentIds).filter((id) => !removed.includes(id));
  };

  return { version, removeDocument, removingId: remove.variables ?? null, keptIds };
}

/** The state and actions of Edit Vendor Payable: the form, documents kept and added, the reason to move back, Update and Cancel. */
export function useEditPayable(payable: Payable) {
  const navigate = useNavigate();
  const update = useAction(useUpdatePayable());
  const cancelAction = useAction(useCancelPayable());
  const { role } = useReadySession();
  const upload = useUploadPayableDocument();
  const { version, removeDocument, removingId, keptIds } = useStoredDocuments(payable);
  const [slots, setSlots] = useState<DocumentSlot[]>(() => [newSlot()]);
  // Update (the documents, then the payable) and Cancel each run as one job of this mutation: its
  // pending state is the screen's, so neither can be sent twice nor both at once.
  const job = useMutation({ mutationFn: (run: () => Promise<void>) => run() });
  const sending = job.isPending;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const form = useForm<PayableForm>({
    mode: 'controlled',
    initialValues: payableToForm(payable),
    validate: validatePayable,
    validateInputOnBlur: false,
  });

  const goingBack = movesBack(payable.status, form.values.status);
  const locked = isStatusLocked(payable.status);
  const isAdmin = role.roleType === ADMIN_ROLE_TYPE;

  /** Cancel payable: one dialog with the outcome; on success back to the list. */
  const cancel = (cancelReason: string) =>
    job.mutateAsync(async () => {
      const outcome = await cancelAction.run({
        vendorPayableId: payable.vendorPayableId,
        vendorPayableCode: payable.vendorPayableCode,
        version,
        reason: cancelReason,
      });
      if (outcome.ok) {
        notifySuccess(W.cancelDone(payable.vendorPayableCode));
        navigate(PAYABLES_PATH);
        return;
      }
      await showPayableRefusal(outcome);
    });

  const submit = async (values: PayableForm) => {
    if (sending) return;
    if (goingBack && reason.trim() === '') {
      setReasonError(rightsMessages.payableBackNeedsReason);
      focusFirstError();
      return;
    }
    setReasonError(undefined);
    await job.mutateAsync(async () => {
      const ids = await uploadDocuments(chosenFiles(slots), upload.mutateAsync);
      if (ids === null) return;
      const outcome = await update.run({
        ...formToFields(values, [...keptIds(), ...ids]),
        vendorPayableId: payable.vendorPayableId,
        vendorPayableCode: payable.vendorPayableCode,
        version,
        ...(goingBack ? { reason: reason.trim() } : {}),
      });
      if (outcome.ok) {
        await alertDialog(
          payableMessages.updated(outcome.data.vendorPayableCode || payable.vendorPayableCode),
        );
        navigate(PAYABLES_PATH);
        return;
      }
      await showPayableRefusal(outcome);
    });
  };

  return {
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
  };
}
