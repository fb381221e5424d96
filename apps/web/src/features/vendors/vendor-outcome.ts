import { vendorMessages } from '@sitebook/contract';
import { alertDialog } from '../../components/dialogs';
import type { ActionFailure } from '../../lib/use-action';

/** Shows the non-success answers of a vendor create/update/delete with the error catalogue's texts (the contract's messages). */
export async function showVendorRefusal(
  failure: ActionFailure,
  limit: (message: string) => Promise<void>,
): Promise<void> {
  if (failure.kind !== 'refused') return alertDialog(vendorMessages.somethingWentWrong);
  const message = failure.message ?? '';
  if (failure.status === 404 || failure.status === 500) return limit(message);
  if (failure.status === 400) return alertDialog(vendorMessages.sorry(message));
  return alertDialog(vendorMessages.somethingWentWrong);
}
