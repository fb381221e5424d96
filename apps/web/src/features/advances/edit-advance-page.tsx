import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import {
  ADVANCE_STATUS_APPROVED,
  type AdvanceRequest,
  advanceMessages,
  advanceLabels as l,
  recordLinkMessages,
  screenTitles,
} from '@sitebook/contract';
import { Link, useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { useShownAdvance } from '../../lib/advance-by-code';
import { uploadChosenImage } from '../../lib/advance-documents';
import { RECORD_PATHS } from '../../lib/record-paths';
import { useAction } from '../../lib/use-action';
import { useAdvanceDocument } from './api/get-document';
import { useUpdateAdvance } from './api/update-advance';
import { useUploadAdvanceDocument } from './api/upload-document';
import { AdvanceForm } from './components/advance-form';
import { ADVANCE_HOME } from './components/advance-list';

/**
 * Edit advance request: the request its URL names by code (`editadvancerequest/ADV00001`,
 * read afresh on each visit), or the one passed as navigation state (the spec's id-less route).
 */
export default function EditAdvancePage() {
  const { advance, busy, loading, code, missing } = useShownAdvance();
  return (
    <Stack gap="md" aria-busy={busy || undefined}>
      <PageTitle mb={0}>{screenTitles.editAdvance}</PageTitle>
      {advance ? (
        <EditAdvance key={advance.advanceRequestId} advance={advance} />
      ) : loading ? (
        <Loader size="sm" aria-label={recordLinkMessages.loadingRecord(code)} />
      ) : (
        <Alert color="orange" variant="light" role="status">
          {missing ?? l.noAdvanceState}{' '}
          <Anchor component={Link} to={ADVANCE_HOME} c="orange.9" fw={600}>
            {l.backToList}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

function EditAdvance({ advance }: { advance: AdvanceRequest }) {
  const navigate = useNavigate();
  const update = useAction(useUpdateAdvance());
  const upload = useUploadAdvanceDocument();
  const image = useAdvanceDocument(advance.documentIds);
  return (
    <>
      {advance.status === ADVANCE_STATUS_APPROVED && (
        <Alert color="gray" variant="light">
          {l.settleInSpentInformation}{' '}
          <Anchor component={Link} to={RECORD_PATHS.spentInformation(advance.advanceId)} fw={600}>
            {l.openSpentInformation(advance.advanceId)}
          </Anchor>
        </Alert>
      )}
      <AdvanceForm
        submitLabel={l.update}
        withApprovedAmount
        existingImage={image.data ?? null}
        initial={{
          siteCode: advance.siteCode,
          amount: advance.requestedAmount,
          date: advance.requestedByDate.slice(0, 10),
          remarks: advance.requesterComments,
          status: advance.status,
          approvedAmount: advance.approvedAmount ?? advance.requestedAmount,
        }}
        onSend={async (fields, file) => {
          const uploaded = await uploadChosenImage(file, upload.mutateAsync, advanceMessages.updateFailed);
          if (uploaded === null) return;
          const outcome = await update.run({
            ...fields,
            advanceRequestId: advance.advanceRequestId,
            advanceId: advance.advanceId,
            version: advance.version,
            documentIds: uploaded || advance.documentIds,
          });
          if (outcome.ok) {
            const advanceId = outcome.data.advanceId || advance.advanceId;
            await alertDialog(advanceMessages.updated(advanceId));
            navigate(ADVANCE_HOME);
            return;
          }
          if (outcome.kind === 'refused' && outcome.status === 404) {
            await alertDialog(advanceMessages.updateSorry(outcome.message ?? ''));
            return;
          }
          // The spec's text stays; a refusal that says why (403, 400, 409 ...) says it under it.
          const reason = outcome.kind === 'refused' ? outcome.message : undefined;
          await alertDialog(
            reason ?? advanceMessages.updateFailed,
            reason ? { title: advanceMessages.updateFailed } : {},
          );
        }}
      />
    </>
  );
}
