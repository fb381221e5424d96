import { Alert, Anchor, Image, Loader, Modal } from '@mantine/core';
import { type ExpenseRecord, advanceLabels as l } from '@sitebook/contract';
import { useEffect, useState } from 'react';
import { useFormat } from '../../../lib/format';
import { useReceipt } from '../api/get-receipt';
import { expenseName } from './expense-name';

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** "View" for an expense with a receipt: the stored photo in a dialog (fetched with the token when opened). */
export function ReceiptButton({ expense }: { expense: ExpenseRecord }) {
  const [open, setOpen] = useState(false);
  const receipt = useReceipt(expense.documentIds, open);
  const url = useObjectUrl(receipt.data);
  const format = useFormat();
  const name = expenseName(expense, format);
  if (!expense.documentIds) return <>{l.noReceipt}</>;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        c="orange.9"
        fw={600}
        aria-label={l.viewReceipt(name)}
        onClick={() => setOpen(true)}
      >
        {l.receiptLink}
      </Anchor>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={l.receiptTitle(name)}
        closeButtonProps={{ 'aria-label': l.closeDialog }}
        centered
        size="lg"
      >
        {receipt.isError && (
          <Alert color="red" variant="light" role="alert">
            {l.receiptFailed}
          </Alert>
        )}
        {receipt.isFetching && !url && <Loader size="sm" aria-label={l.receiptTitle(name)} />}
        {url && <Image src={url} alt={l.receiptTitle(name)} mah="70vh" fit="contain" />}
      </Modal>
    </>
  );
}
