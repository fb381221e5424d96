import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A list's record code as a real link to the record's own URL (keyboard reachable,
 * opens in a new tab or is copied like any link); in the app it also passes the row as navigation
 * state, so the screen shows it at once while it reads the record afresh.
 */
export function RecordLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} state={state} c="orange.9" fw={600} underline="always">
      {children}
    </Anchor>
  );
}
