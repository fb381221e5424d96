import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RowActionProps {
  /** The accessible name and tooltip (name the record: "Edit VEN00001"). */
  label: string;
  color: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  children: ReactNode;
}

/** An icon button of a table row (Edit, View, History, Remove ...), with a tooltip. */
export function RowAction({ label, color, onClick, disabled, loading, children }: RowActionProps) {
  return (
    <Tooltip label={label} openDelay={400} withinPortal disabled={disabled}>
      <ActionIcon
        variant="subtle"
        color={color}
        size="lg"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        loading={loading}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
