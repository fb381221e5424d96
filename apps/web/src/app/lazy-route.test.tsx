import { shellMessages } from '@sitebook/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { lazyRoute, RouteLoadError } from './lazy-route';
import { RouteError } from './route-error';

function Page() {
  return <p>PAGE</p>;
}

describe('lazyRoute', () => {
  it('gives the module default export as the route component', async () => {
    const route = await lazyRoute(async () => ({ default: Page }))();
    expect(route.Component).toBe(Page);
  });

  it('rejects with RouteLoadError when the code does not arrive within the time-out', async () => {
    vi.useFakeTimers();
    try {
      const pending = lazyRoute(() => new Promise<never>(() => {}), 120_000)();
      const assertion = expect(pending).rejects.toBeInstanceOf(RouteLoadError);
      await vi.advanceTimersByTimeAsync(120_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed chunk shows the visible load error with a reload button', async () => {
    renderRoutes(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          lazy: lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
        },
      ],
      '/',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shellMessages.routeLoadFailed);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
