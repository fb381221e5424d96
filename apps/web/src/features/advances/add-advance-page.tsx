import { Stack } from '@mantine/core';
import {
  ADVANCE_STATUS_PENDING,
  advanceMessages,
  advanceLabels as l,
  screenTitles,
} from '@sitebook/contract';
import { useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { uploadChosenImage } from '../../lib/advance-documents';
import { todayIso } from '../../lib/format';
import { useReadySession } from '../../lib/session/use-session';
import { useAction } from '../../lib/use-action';
import { useCreateAdvance } from './api/create-advance';
import { useUploadAdvanceDocument } from './api/upload-document';
import { AdvanceForm } from './components/advance-form';
import { ADVANCE_HOME } from './components/advance-list';

/** Add advance request (/home/advance/addadvancerequest). */
export default function AddAdvancePage() {
  const navigate = useNavigate();
  const { sites } = useReadySession();
  const create = useAction(useCreateAdvance());
  const upload = useUploadAdvanceDocument();

  return (
    <Stack gap="md">
      <PageTitle mb={0}>{screenTitles.addAdvance}</PageTitle>
      <AdvanceForm
        submitLabel={l.submit}
        initial={{
          siteCode: sites[0]?.siteCode ?? '',
          amount: '',
          // Today, as most requests are made on the day (the user may change it).
          date: todayIso(),
          remarks: '',
          status: ADVANCE_STATUS_PENDING,
        }}
        onSend={async (fields, file) => {
          const documentIds = await uploadChosenImage(file, upload.mutateAsync, advanceMessages.createFailed);
          if (documentIds === null) return;
          const outcome = await create.run({ ...fields, documentIds });
          if (outcome.ok) {
            const advanceId = outcome.data.advanceId;
            await alertDialog(advanceMessages.created(advanceId));
            navigate(ADVANCE_HOME);
            return;
          }
          if (outcome.kind === 'refused' && outcome.status === 404) {
            await alertDialog(advanceMessages.createSorry(outcome.message ?? ''));
            return;
          }
          // The spec's text stays; a refusal that says why (403, 400, 409 ...) says it under it.
          const reason = outcome.kind === 'refused' ? outcome.message : undefined;
          await alertDialog(
            reason ?? advanceMessages.createFailed,
            reason ? { title: advanceMessages.createFailed } : {},
          );
        }}
      />
    </Stack>
  );
}
