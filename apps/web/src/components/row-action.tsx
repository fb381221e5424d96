import { ActionIcon, Box, Button, Tooltip } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';

export interface RowActionProps {
  /** The accessible name and tooltip (name the record: "Edit VEN00001"). */
  label: string;
  color: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** The button's visible text on a card (default: the action column's header, else the label). */
  text?: string;
  children: ReactNode;
}

/**
 * How a row action shows: an icon in a table row, a button with its icon and text on a phone's
 * card (the paged table provides this, with the action column's header as the text).
 */
export const RowActionLayout = createContext<{ asButton: boolean; text?: string }>({ asButton: false });

/** A row action (Edit, View, History, Remove ...): an icon button with a tooltip, or a card's button. */
export function RowAction({ label, color, onClick, disabled, loading, text, children }: RowActionProps) {
  const layout = useContext(RowActionLayout);
  if (layout.asButton) {
    const visible = text ?? layout.text ?? label;
    return (
      <Button
        variant="default"
        size="sm"
        // Dark text on white (contrast); the icon keeps the action's colour.
        leftSection={
          <Box component="span" c={disabled ? undefined : color} display="flex">
            {children}
          </Box>
        }
        // The accessible name starts with the visible text (WCAG 2.5.3) and names the record.
        aria-label={label.startsWith(visible) ? label : `${visible} ${label}`}
        onClick={onClick}
        disabled={disabled}
        loading={loading}
      >
        {visible}
      </Button>
    );
  }
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
