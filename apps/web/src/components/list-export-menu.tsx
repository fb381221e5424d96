import { Button, Menu } from '@mantine/core';
import { type ExportFormat, listMessages } from '@sitebook/contract';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type DownloadResult, messageOf } from '../lib/api-client';
import { alertDialog } from './dialogs';

/** Export (xlsx or csv) of what the list shows, searched and filtered; a refusal says why. */
export function ListExportMenu({
  onExport,
}: {
  onExport: (format: ExportFormat) => Promise<DownloadResult>;
}) {
  const [exporting, setExporting] = useState(false);
  const run = async (format: ExportFormat) => {
    setExporting(true);
    try {
      const answer = await onExport(format);
      if (answer.status !== 200) await alertDialog(messageOf(answer.body) ?? listMessages.exportFailed);
    } catch {
      await alertDialog(listMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={exporting}
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
