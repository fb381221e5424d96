import { Button, Menu } from '@mantine/core';
import { type ExportFormat, listMessages } from '@sitebook/contract';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { DownloadResult } from '../lib/api-client';
import { failureText, useAction } from '../lib/use-action';
import { alertDialog } from './dialogs';

/** Export (xlsx or csv) of what the list shows, searched and filtered; a refusal says why. */
export function ListExportMenu({
  onExport,
}: {
  onExport: (format: ExportFormat) => Promise<DownloadResult>;
}) {
  const download = useAction(useMutation({ mutationFn: (format: ExportFormat) => onExport(format) }), {
    expect: 200,
  });
  const run = async (format: ExportFormat) => {
    const outcome = await download.run(format);
    if (!outcome.ok) await alertDialog(failureText(outcome, { unreachable: listMessages.exportFailed }));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={download.pending}
          leftSection={<IconDownload size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {listMessages.export}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('xlsx')}>{listMessages.exportXlsx}</Menu.Item>
        <Menu.Item onClick={() => void run('csv')}>{listMessages.exportCsv}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
