import { Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  BULK_UPLOAD_TAG,
  type BulkTag,
  vendorUploadLabels as U,
  vendorLabels,
  vendorMessages,
} from '@sitebook/contract';
import { IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { messageOf } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useBulkRemove } from '../api/bulk-remove';
import { useBulkTags } from '../api/get-bulk-tags';

/** An upload as the selector and the confirmation name it: its file (or "Earlier uploads") and date. */
const uploadName = (upload: BulkTag) =>
  `${upload.fileName ?? U.earlierUploads} (${upload.uploadedAt ? dayjs(upload.uploadedAt).format('DD-MM-YYYY') : ''})`;

/** The selector's text for an upload: file, date and how many rows it stored. */
const uploadLabel = (upload: BulkTag) => `${uploadName(upload)} · ${U.rows(upload.rowCount ?? upload.count)}`;

/**
 * The bulk tag selector and the red 'Delete Bulk Uploads' button. The
 * spec's one option, BulkUpload, stays and means every upload; each upload has its own option.
 * Deleting asks first, with the count.
 */
export function BulkDeletePanel() {
  const [tag, setTag] = useState<string | null>(null);
  const remove = useAction(useBulkRemove());
  const tags = useBulkTags();
  const uploads = (tags.data ?? []).filter((t) => t.tag !== BULK_UPLOAD_TAG);
  const chosen = tags.data?.find((t) => t.tag === tag);
  const data = [
    { value: BULK_UPLOAD_TAG, label: BULK_UPLOAD_TAG },
    ...uploads.map((u) => ({ value: u.tag, label: uploadLabel(u) })),
  ];

  const deleteByTag = async () => {
    if (!tag) {
      await alertDialog(vendorMessages.pleaseSelectTag);
      return;
    }
    if (chosen && chosen.count > 0) {
      const question =
        chosen.tag === BULK_UPLOAD_TAG
          ? U.confirmAll(chosen.count)
          : U.confirmOne(chosen.count, uploadName(chosen));
      if (!(await confirmDialog(question))) return;
    }
    const outcome = await remove.run(tag);
    // Removed, or nothing to remove (404): the server's message either way.
    if (outcome.ok || (outcome.kind === 'refused' && outcome.status === 404)) {
      const body = outcome.ok ? outcome.data : outcome.body;
      await alertDialog(messageOf(body) ?? vendorMessages.bulkSomethingWentWrong);
      setTag(null);
      return;
    }
    await alertDialog(vendorMessages.bulkSomethingWentWrong);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={vendorLabels.bulkTag}
        placeholder={vendorMessages.selectTag}
        data={data}
        value={tag}
        onChange={setTag}
        clearable
        w={{ base: '100%', sm: 420 }}
        maw="100%"
        renderOption={({ option }) =>
          option.value === BULK_UPLOAD_TAG ? (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="gray.7">
                {U.allUploads}
              </Text>
            </Stack>
          ) : (
            <Text size="sm">{option.label}</Text>
          )
        }
        description={chosen ? U.carrying(chosen.count) : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Button
        color="red.8"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={deleteByTag}
        loading={remove.pending}
      >
        {vendorMessages.deleteBulk}
      </Button>
    </Group>
  );
}
