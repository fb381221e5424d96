import { type Payable, payableSchema } from '@sitebook/contract';

/** The payable passed as navigation state by the list's Edit, View and History actions, if any. */
export function payableFromState(state: unknown): Payable | null {
  const parsed = payableSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
