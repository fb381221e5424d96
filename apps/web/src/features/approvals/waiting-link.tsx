import { Badge, NavLink } from '@mantine/core';
import { approvalMessages as m } from '@sitebook/contract';
import { Link, useLocation } from 'react-router';
import { useApprovalQueue } from './api/queue';

export const APPROVALS_PATH = '/home/approvals';

/** The sidebar's "Waiting for me" with the count (polled every minute and on focus). */
export function WaitingForMeLink({ onNavigate }: { onNavigate?: () => void }) {
  const queue = useApprovalQueue();
  const { pathname } = useLocation();
  const active = pathname === APPROVALS_PATH;
  const count = queue.data?.count;
  return (
    <NavLink
      component={Link}
      to={APPROVALS_PATH}
      label={m.title}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="filled"
      rightSection={
        count !== undefined && count > 0 ? (
          <Badge
            color="red.9"
            size="sm"
            circle={count < 10}
            aria-label={m.badgeLabel(count)}
            data-testid="waiting-count"
          >
            {count}
          </Badge>
        ) : undefined
      }
      styles={{
        root: { borderRadius: 'var(--mantine-radius-md)' },
        label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 },
      }}
    />
  );
}
