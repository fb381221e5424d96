import type { Vendor } from '@sitebook/contract';

/** The vendor passed as navigation state by the list's Edit and View buttons, if any. */
export function vendorFromState(state: unknown): Vendor | null {
  if (state && typeof state === 'object' && 'vendorId' in state && 'vendorName' in state) {
    return state as Vendor;
  }
  return null;
}
