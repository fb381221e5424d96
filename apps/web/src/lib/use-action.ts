// How a screen runs an action (a save, a delete, a decision) and reads its outcome. Only the API's
// error classes and react-query are imported: the login screen's first load may take this file.
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, messageOf, NetworkError } from './api-errors';

/** The status of a success (the contract's SUCCESS_STATUS), kept here so this file imports no contract. */
const SUCCESS = 202;

/** The text a screen shows when the action failed on a bug of ours (the app's generic failure text). */
export const BUG_TEXT = 'Something went Wrong';

/** Why an action did not succeed. */
export type ActionFailure =
  /** No answer came (offline, connection refused): the screen says the server could not be reached. */
  | { ok: false; kind: 'network'; error: NetworkError }
  /** The server answered with a refusal: its status and `{ message }`, shown the screen's way. */
  | {
      ok: false;
      kind: 'refused';
      status: number;
      message: string | undefined;
      body: unknown;
      error: ApiError;
    }
  /** Anything else threw: a bug, already reported to the console; the screen shows BUG_TEXT. */
  | { ok: false; kind: 'bug'; error: unknown };

export type ActionOutcome<T> = { ok: true; data: T } | ActionFailure;

/** An answer of apiRequest: the status and body whatever the status. */
function isAnswer(value: unknown): value is { status: number; body: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    'body' in value
  );
}

/** A refusal as the outcome the screens read. */
function refused(error: ApiError): ActionFailure {
  return {
    ok: false,
    kind: 'refused',
    status: error.status,
    message: messageOf(error.body),
    body: error.body,
    error,
  };
}

/**
 * Runs one action and sorts its outcome: success, no answer, refused by the server, or a bug. A send
 * that resolves apiRequest's answer whatever its status (most mutations do) is a refusal when the
 * status is not `expect` (202). A bug is never taken for a network failure: it is reported, and in
 * development and tests thrown on, so it fails loudly where someone is looking.
 */
export async function runAction<T>(send: () => Promise<T>, expect = SUCCESS): Promise<ActionOutcome<T>> {
  let data: T;
  try {
    data = await send();
  } catch (error) {
    if (error instanceof NetworkError) return { ok: false, kind: 'network', error };
    if (error instanceof ApiError) return refused(error);
    console.error('An action failed on an unexpected error', error);
    if (import.meta.env.DEV) throw error;
    return { ok: false, kind: 'bug', error };
  }
  if (isAnswer(data) && data.status !== expect) {
    const message = messageOf(data.body) ?? `Request failed with status ${data.status}`;
    return refused(new ApiError(data.status, message, data.body));
  }
  return { ok: true, data };
}

/**
 * The text of a failure for a dialog: the server's message when it gave one (`refusedText` may word
 * it, e.g. 'Sorry ' + message), `unreachable` when no answer came, BUG_TEXT for a bug.
 */
export function failureText(
  failure: ActionFailure,
  texts: { unreachable: string; refused?: (message: string) => string; fallback?: string },
): string {
  if (failure.kind === 'network') return texts.unreachable;
  if (failure.kind === 'bug') return BUG_TEXT;
  if (failure.message === undefined) return texts.fallback ?? texts.unreachable;
  return texts.refused ? texts.refused(failure.message) : failure.message;
}

/**
 * The server's `{ message }` of the outcome, success or refusal, for a toast or a dialog; `fallback`
 * when it said nothing or no answer came; BUG_TEXT for a bug.
 */
export function outcomeText(outcome: ActionOutcome<unknown>, fallback: string): string {
  if (!outcome.ok) return failureText(outcome, { unreachable: fallback });
  return messageOf(isAnswer(outcome.data) ? outcome.data.body : outcome.data) ?? fallback;
}

export interface Action<TVariables, TData> {
  /** Sends the action; resolves its outcome and never rejects except on a bug in development. */
  run: (variables: TVariables) => Promise<ActionOutcome<TData>>;
  /** The action is on its way (the mutation's own pending state). */
  pending: boolean;
  /** What the pending action was sent with (e.g. the row it changes), else undefined. */
  variables: TVariables | undefined;
}

/**
 * One way for a screen to run an action: a react-query mutation run through runAction, its pending
 * state taken from the mutation instead of a flag the screen keeps.
 */
export function useAction<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
  options: { expect?: number } = {},
): Action<TVariables, TData> {
  const { mutateAsync, isPending, variables } = mutation;
  return {
    run: (vars: TVariables) => runAction(() => mutateAsync(vars), options.expect),
    pending: isPending,
    variables: isPending ? variables : undefined,
  };
}
