import { Button, Group, Select } from '@mantine/core';
import { BULK_UPLOAD_TAG, vendorLabels, vendorMessages } from '@sitebook/contract';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { alertDialog } from '../../../components/dialogs';
import { messageOf } from '../../../lib/api-client';
import { useBulkRemove } from '../api/bulk-remove';
import { useBulkTags } from '../api/get-bulk-tags';

/** The bulk tag selector and the red 'Delete Bulk Uploads' button (spec sections 2, 5 and 8). */
export function BulkDeletePanel() {
  const [tag, setTag] = useState<string | null>(null);
  const remove = useBulkRemove();
  const tags = useBulkTags();
  const count = tags.data?.find((t) => t.tag === tag)?.count;

  const deleteByTag = async () => {
    if (!tag) {
      await alertDialog(vendorMessages.pleaseSelectTag);
      return;
    }
    try {
      const { status, body } = await remove.mutateAsync(tag);
      if (status === 202 || status === 404) {
        await alertDialog(messageOf(body) ?? vendorMessages.bulkSomethingWentWrong);
        setTag(null);
        return;
      }
    } catch {
      // Network failure: the generic text below.
    }
    await alertDialog(vendorMessages.bulkSomethingWentWrong);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={vendorLabels.bulkTag}
        placeholder={vendorMessages.selectTag}
        data={[BULK_UPLOAD_TAG]}
        value={tag}
        onChange={setTag}
        clearable
        w={{ base: '100%', xs: 240 }}
        description={count !== undefined && tag ? `${count} vendor(s) carry this tag` : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Button
        color="red.8"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={deleteByTag}
        loading={remove.isPending}
      >
        {vendorMessages.deleteBulk}
      </Button>
    </Group>
  );
}
