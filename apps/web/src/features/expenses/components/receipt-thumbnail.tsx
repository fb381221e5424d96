import { Box, Image, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import { advanceLabels as l, myExpensesMessages as m } from '@sitebook/contract';
import { useEffect, useRef, useState } from 'react';
import { useReceipt } from '../api/get-receipt';

const SIDE = 56;

/** True once the element has come near the screen (at once where IntersectionObserver is missing). */
function useSeen<E extends Element>() {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

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

/**
 * An expense's receipt as a small thumbnail, fetched with the bearer token only once it scrolls near
 * the screen; a button that opens the photo large. `name` says whose receipt it is (alt text, label).
 */
export function ReceiptThumbnail({ documentIds, name }: { documentIds: string; name: string }) {
  const { ref, seen } = useSeen<HTMLDivElement>();
  const receipt = useReceipt(documentIds, seen);
  const url = useObjectUrl(receipt.data);
  const [open, setOpen] = useState(false);
  if (!documentIds) {
    return (
      <Text size="sm" c="gray.8">
        {m.noReceipt}
      </Text>
    );
  }
  return (
    <Box ref={ref} w={SIDE} h={SIDE} data-testid="receipt-thumbnail">
      {url ? (
        <UnstyledButton
          onClick={() => setOpen(true)}
          aria-label={l.viewReceipt(name)}
          style={{ display: 'block', borderRadius: 4 }}
        >
          <Image
            src={url}
            alt={m.thumbnailAlt(name)}
            w={SIDE}
            h={SIDE}
            fit="cover"
            radius="sm"
            style={{ border: '1px solid var(--mantine-color-gray-4)' }}
          />
        </UnstyledButton>
      ) : receipt.isError ? (
        <Text size="xs" c="red.8" role="img" aria-label={m.receiptFailed}>
          {m.receiptFailed}
        </Text>
      ) : receipt.isFetching ? (
        <Loader size="sm" role="status" aria-label={m.receiptLoading} />
      ) : null}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={l.receiptTitle(name)}
        closeButtonProps={{ 'aria-label': l.closeDialog }}
        centered
        size="lg"
      >
        {url && <Image src={url} alt={l.receiptTitle(name)} mah="70vh" fit="contain" />}
      </Modal>
    </Box>
  );
}
