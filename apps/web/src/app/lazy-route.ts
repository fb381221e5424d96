import { LAZY_LOAD_TIMEOUT_MS } from '@sitebook/contract';
import type { ComponentType } from 'react';

/** A screen's code did not arrive: a failed chunk request or none within the time-out. */
export class RouteLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RouteLoadError';
  }
}

type PageModule = { default: ComponentType };

/**
 * A react-router `lazy` function for a page module: loads its code on demand and fails with
 * RouteLoadError if the module is not there within `timeoutMs` (spec: 120 000 ms). The route's
 * error element then shows a visible error with a reload button.
 */
export function lazyRoute(load: () => Promise<PageModule>, timeoutMs: number = LAZY_LOAD_TIMEOUT_MS) {
  return async (): Promise<{ Component: ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RouteLoadError(`Screen code not loaded within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      const mod = await Promise.race([load(), timeout]);
      return { Component: mod.default };
    } catch (cause) {
      if (cause instanceof RouteLoadError) throw cause;
      throw new RouteLoadError('Screen code failed to load', { cause });
    } finally {
      clearTimeout(timer);
    }
  };
}
