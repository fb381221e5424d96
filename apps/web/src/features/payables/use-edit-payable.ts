import { useForm } from '@mantine/form';
import {
  ADMIN_ROLE_TYPE,
  type Payable,
  type PayableDocument,
  type PayableForm,
  payableDocumentRemoveResponseSchema,
  payableMessages,
  rightsMessages,
  payableWorkflowMessages as W,
} from '@sitebook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { notifySuccess } from '../../components/notify';
import { messageOf, trySubmit } from '../../lib/api-client';
import { focusFirstError } from '../../lib/focus-first-error';
import { useReadySession } from '../../lib/session/use-session';
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
import { payableCodeOf, showPayableRefusal, uploadDocuments } from './payable-outcome';

/** The payable's stored documents on Edit: removing one (which changes the payable's version) and the ids kept. */
function useStoredDocuments(payable: Payable) {
  const queryClient = useQueryClient();
  const remove = useRemovePayableDocument(payable.vendorPayableId);
  const [removed, setRemoved] = useState<number[]>([]);
  // Removing a document is a change of the payable: its answer carries the payable's new version.
  const [version, setVersion] = useState(payable.version);

  const removeDocument = async (document: PayableDocument) => {
    const response = await trySubmit(() => remove.mutateAsync(document.sequenceId));
    if (response?.status === 202) {
      setRemoved((ids) => [...ids, document.sequenceId]);
      const changed = payableDocumentRemoveResponseSchema
        .safeParse(response.body)
        .data?.payables.find((p) => p.vendorPayableId === payable.vendorPayableId);
      if (changed) setVersion(changed.version);
      await alertDialog(messageOf(response.body) ?? '', { title: payableMessages.documentRemoved });
      return;
    }
    await showPayableRefusal(response);
  };

  /** The documents kept: the listed ones (after removals), else the payable's ids less the removed. */
  const keptIds = (): number[] => {
    const listed = queryClient.getQueryData<PayableDocument[]>(
      payableKeys.documents(payable.vendorPayableId),
    );
    if (listed) return listed.map((d) => d.sequenceId);
    return splitIds(payable.vendorDocumentIds).filter((id) => !removed.includes(id));
  };

  return { version, removeDocument, keptIds };
}

/** The state and actions of Edit Vendor Payable: the form, documents kept and added, the reason to move back, Update and Cancel. */
export function useEditPayable(payable: Payable) {
  const navigate = useNavigate();
  const update = useUpdatePayable();
  const cancelMutation = useCancelPayable();
  const { role } = useReadySession();
  const upload = useUploadPayableDocument();
  const { version, removeDocument, keptIds } = useStoredDocuments(payable);
  const [slots, setSlots] = useState<DocumentSlot[]>(() => [newSlot()]);
  const [sending, setSending] = useState(false);
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
  const cancel = async (cancelReason: string) => {
    setSending(true);
    try {
      const response = await trySubmit(() =>
        cancelMutation.mutateAsync({
          vendorPayableId: payable.vendorPayableId,
          vendorPayableCode: payable.vendorPayableCode,
          version,
          reason: cancelReason,
        }),
      );
      if (response?.status === 202) {
        notifySuccess(W.cancelDone(payable.vendorPayableCode));
        navigate(PAYABLES_PATH);
        return;
      }
      await showPayableRefusal(response);
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: PayableForm) => {
    if (sending) return;
    if (goingBack && reason.trim() === '') {
      setReasonError(rightsMessages.payableBackNeedsReason);
      focusFirstError();
      return;
    }
    setReasonError(undefined);
    setSending(true);
    try {
      const ids = await uploadDocuments(chosenFiles(slots), upload.mutateAsync);
      if (ids === null) return;
      const response = await trySubmit(() =>
        update.mutateAsync({
          ...formToFields(values, [...keptIds(), ...ids]),
          vendorPayableId: payable.vendorPayableId,
          vendorPayableCode: payable.vendorPayableCode,
          version,
          ...(goingBack ? { reason: reason.trim() } : {}),
        }),
      );
      if (response?.status === 202) {
        await alertDialog(payableMessages.updated(payableCodeOf(response.body) || payable.vendorPayableCode));
        navigate(PAYABLES_PATH);
        return;
      }
      await showPayableRefusal(response);
    } finally {
      setSending(false);
    }
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
    cancel,
    submit,
  };
}
