import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-errors';
import { BUG_TEXT, failureText, runAction, useAction } from './use-action';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The hook over a mutation whose send is `send`. */
function renderAction<T>(send: (n: number) => Promise<T>) {
  return renderHook(() => useAction(useMutation({ mutationFn: send })), { wrapper });
}

const texts = { unreachable: 'No answer', refused: (m: string) => `Sorry ${m}` };

afterEach(() => vi.restoreAllMocks());

describe('useAction', () => {
  it('a success resolves the data; pending comes from the mutation while it is on its way, with its variables', async () => {
    let resolve!: (value: { status: number; body: unknown }) => void;
    const { result } = renderAction(
      () => new Promise<{ status: number; body: unknown }>((r) => (resolve = r)),
    );
    expect(result.current.pending).toBe(false);
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.run(7);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    expect(result.current.variables).toBe(7);
    resolve({ status: 202, body: { message: 'Saved' } });
    await expect(outcome).resolves.toEqual({ ok: true, data: { status: 202, body: { message: 'Saved' } } });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.variables).toBeUndefined();
  });

  it("no answer is a network failure, with the screen's unreachable text", async () => {
    const { result } = renderAction(() => Promise.reject(new NetworkError()));
    const outcome = await result.current.run(1);
    expect(outcome).toMatchObject({ ok: false, kind: 'network' });
    if (outcome.ok) throw new Error('expected a failure');
    expect(failureText(outcome, texts)).toBe('No answer');
  });

  it("an answer other than 202 is refused, with the server's message and status", async () => {
    const { result } = renderAction(() =>
      Promise.resolve({ status: 400, body: { message: 'Name is taken' } }),
    );
    const outcome = await result.current.run(1);
    expect(outcome).toMatchObject({ ok: false, kind: 'refused', status: 400, message: 'Name is taken' });
    if (outcome.ok) throw new Error('expected a failure');
    expect(failureText(outcome, texts)).toBe('Sorry Name is taken');
  });

  it('a thrown ApiError (apiCall) is refused too; a refusal without a message falls back', async () => {
    const { result } = renderAction(() => Promise.reject(new ApiError(409, 'Stale', { message: 'Stale' })));
    expect(await result.current.run(1)).toMatchObject({ kind: 'refused', status: 409, message: 'Stale' });
    const silent = await runAction(() => Promise.resolve({ status: 500, body: null }));
    if (silent.ok) throw new Error('expected a failure');
    expect(silent).toMatchObject({ kind: 'refused', status: 500, message: undefined });
    expect(failureText(silent, { ...texts, fallback: 'Failed' })).toBe('Failed');
  });

  it('another expected status is a success', async () => {
    expect(await runAction(() => Promise.resolve({ status: 200, body: 'file' }), 200)).toMatchObject({
      ok: true,
    });
  });

  it('a bug is reported and thrown on in development and tests, never read as a network failure', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading 'body')");
    const { result } = renderAction(() => Promise.reject(bug));
    await expect(result.current.run(1)).rejects.toBe(bug);
    expect(report).toHaveBeenCalledWith(expect.any(String), bug);
  });

  it('in production a bug is reported and answered as a bug, shown with the generic text', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('DEV', false);
    try {
      const bug = new TypeError('x is not a function');
      const outcome = await runAction(() => Promise.reject(bug));
      expect(outcome).toMatchObject({ ok: false, kind: 'bug', error: bug });
      if (outcome.ok) throw new Error('expected a failure');
      expect(failureText(outcome, texts)).toBe(BUG_TEXT);
      expect(report).toHaveBeenCalledWith(expect.any(String), bug);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
