import { Button, FileInput, Group } from '@mantine/core';
import {
  BULK_UPLOAD_SUCCESS_STATUS,
  type BulkUploadResult,
  bulkUploadResultSchema,
  vendorLabels,
  vendorMessages,
} from '@sitebook/contract';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { alertDialog } from '../../../components/dialogs';
import { messageOf } from '../../../lib/api-client';
import { useBulkUpload } from '../api/bulk-upload';
import { downloadTemplate } from '../api/download-template';
import { BulkResultDialog } from './bulk-result-dialog';

export const BULK_UPLOAD_ACCEPT = '.xlsx,.csv';

/** Two lines when the server's message adds something to the fixed text. */
const withDetail = (text: string, detail: string | undefined) =>
  detail && detail !== text ? `${text}\n${detail}` : text;

/** The 'Bulk Upload? Browse...' picker with Upload and CLEAR, the template link and the result dialog. */
export function BulkUploadPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<BulkUploadResult | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useBulkUpload();

  const submit = async () => {
    if (!file) {
      setError(vendorLabels.chooseFile);
      return;
    }
    try {
      const { status, body } = await upload.mutateAsync(file);
      if (status === BULK_UPLOAD_SUCCESS_STATUS) {
        const parsed = bulkUploadResultSchema.safeParse(body);
        if (parsed.success) {
          setResult(parsed.data);
          setFile(null);
          return;
        }
      } else if (status === 400 || status === 500) {
        await alertDialog(withDetail(vendorMessages.incorrectFile, messageOf(body)));
        return;
      } else {
        await alertDialog(withDetail(vendorMessages.uploadSomethingWentWrong, messageOf(body)));
        return;
      }
    } catch {
      // Network failure: the generic text below.
    }
    await alertDialog(vendorMessages.uploadSomethingWentWrong);
  };

  const getTemplate = async () => {
    setDownloading(true);
    try {
      const answer = await downloadTemplate();
      if (answer.status !== 200) {
        await alertDialog(withDetail(vendorMessages.uploadSomethingWentWrong, messageOf(answer.body)));
      }
    } catch {
      await alertDialog(vendorMessages.uploadSomethingWentWrong);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        aria-label="Bulk upload"
        noValidate
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <FileInput
            label={vendorMessages.bulkBrowse}
            placeholder=".xlsx or .csv"
            // The placeholder is a text element here (not a native placeholder): AA contrast.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept={BULK_UPLOAD_ACCEPT}
            value={file}
            onChange={(next) => {
              setFile(next);
              setError(null);
            }}
            error={error}
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            w={{ base: '100%', xs: 280 }}
          />
          <Group gap="sm" mt={{ base: 0, xs: 25 }} wrap="wrap">
            <Button
              type="submit"
              leftSection={<IconUpload size={18} aria-hidden />}
              loading={upload.isPending}
            >
              {vendorLabels.upload}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setFile(null);
                setError(null);
              }}
            >
              {vendorLabels.clear}
            </Button>
            <Button
              variant="subtle"
              color="orange.9"
              c="orange.9"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={getTemplate}
              loading={downloading}
            >
              {vendorLabels.downloadTemplate}
            </Button>
          </Group>
        </Group>
      </form>
      <BulkResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
