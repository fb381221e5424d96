import { vendorMessages } from '@sitebook/contract';
import { alertDialog } from '../../components/dialogs';
import { type ApiResponse, messageOf } from '../../lib/api-client';

/** Shows the non-success answers of a vendor create/update/delete with the error catalogue's texts (the contract's messages). */
export async function showVendorRefusal(
  response: ApiResponse | null,
  limit: (message: string) => Promise<void>,
): Promise<void> {
  if (!response) return alertDialog(vendorMessages.somethingWentWrong);
  const message = messageOf(response.body) ?? '';
  if (response.status === 404 || response.status === 500) return limit(message);
  if (response.status === 400) return alertDialog(vendorMessages.sorry(message));
  return alertDialog(vendorMessages.somethingWentWrong);
}

/** The vendor code of a success body. */
export const codeOf = (body: unknown): string => {
  if (body && typeof body === 'object' && 'vendorCode' in body) {
    return String((body as { vendorCode: unknown }).vendorCode ?? '');
  }
  return '';
};
