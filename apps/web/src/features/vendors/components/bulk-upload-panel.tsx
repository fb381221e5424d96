import { Button, FileInput, Group } from '@mantine/core';
import { type BulkUploadResult, vendorLabels, vendorMessages } from '@sitebook/contract';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { alertDialog } from '../../../components/dialogs';
import { useAction } from '../../../lib/use-action';
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
  const upload = useAction(useBulkUpload());
  const template = useAction(useMutation({ mutationFn: downloadTemplate }), { expect: 200 });

  const submit = async () => {
    if (!file) {
      setError(vendorLabels.chooseFile);
      return;
    }
    const outcome = await upload.run(file);
    if (outcome.ok) {
      setResult(outcome.data);
      setFile(null);
      return;
    }
    if (outcome.kind === 'refused') {
      const wrongFile = outcome.status === 400 || outcome.status === 500;
      await alertDialog(
        withDetail(
          wrongFile ? vendorMessages.incorrectFile : vendorMessages.uploadSomethingWentWrong,
          outcome.message,
        ),
      );
      return;
    }
    // No answer, or an answer that is not an upload's result: the generic text.
    await alertDialog(vendorMessages.uploadSomethingWentWrong);
  };

  const getTemplate = async () => {
    const outcome = await template.run();
    if (outcome.ok) return;
    await alertDialog(
      withDetail(
        vendorMessages.uploadSomethingWentWrong,
        outcome.kind === 'refused' ? outcome.message : undefined,
      ),
    );
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
            <Button type="submit" leftSection={<IconUpload size={18} aria-hidden />} loading={upload.pending}>
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
              loading={template.pending}
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
