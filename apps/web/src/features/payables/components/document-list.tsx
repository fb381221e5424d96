import { ActionIcon, Alert, Anchor, Group, List, Text } from '@mantine/core';
import { API, apiPath, type PayableDocument, payableLabels, payableMessages } from '@sitebook/contract';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import { alertDialog } from '../../../components/dialogs';
import { runAction } from '../../../lib/use-action';
import { downloadPayableDocument, usePayableDocuments } from '../api/documents';
import { showPayableRefusal } from '../payable-outcome';

export interface DocumentListProps {
  payableId: number;
  /** Edit: a remove icon per document. Resolves when the removal is done (or refused). */
  onRemove?: (document: PayableDocument) => Promise<void>;
  /** The document whose removal is on its way (its icon spins). */
  removingId?: number | null;
}

/** Fetches one document with the token and saves it; a refusal shows why. */
async function download(document: PayableDocument) {
  const outcome = await runAction(() => downloadPayableDocument(document), 200);
  if (outcome.ok) return;
  if (outcome.kind === 'refused' && outcome.message) return alertDialog(outcome.message);
  return showPayableRefusal(null);
}

/**
 * A payable's stored documents, each a link that downloads it (fetched with the bearer token);
 * 'No Documents uploaded' when there are none.
 */
export function DocumentList({ payableId, onRemove, removingId = null }: DocumentListProps) {
  const documents = usePayableDocuments(payableId);

  if (documents.isPending) {
    return (
      <Text role="status" size="sm">
        {payableLabels.loadingDocuments}
      </Text>
    );
  }
  if (documents.isError) {
    return (
      <Alert role="alert" color="red" variant="light" title={payableLabels.loadFailed}>
        {documents.error.message}
      </Alert>
    );
  }
  if (documents.data.length === 0) return <Text>{payableMessages.noDocuments}</Text>;
  return (
    <List spacing="xs" listStyleType="none" p={0} m={0}>
      {documents.data.map((doc) => (
        <List.Item key={doc.sequenceId}>
          <Group gap="xs" wrap="nowrap" align="center">
            <IconFileText size={18} aria-hidden style={{ flex: 'none' }} />
            {/* A link to the file; the click fetches it with the bearer token and saves it. */}
            <Anchor
              href={apiPath(API.payableDocumentDownload, { sequenceId: doc.sequenceId })}
              download={doc.documentDescription}
              c="orange.9"
              aria-label={payableLabels.downloadDocument(doc.documentDescription)}
              onClick={(event) => {
                event.preventDefault();
                void download(doc);
              }}
              style={{ overflowWrap: 'anywhere' }}
            >
              {doc.documentDescription}
            </Anchor>
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={payableLabels.removeDocument(doc.documentDescription)}
                loading={removingId === doc.sequenceId}
                onClick={() => void onRemove(doc)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
