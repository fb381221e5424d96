import { ActionIcon, Box, Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { createContext, type ReactNode, useContext, useId } from 'react';

export interface RowActionProps {
  /** The accessible name and tooltip (name the record: "Edit VEN00001"). */
  label: string;
  color: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** The button's visible text on a card (default: the action column's header, else the label). */
  text?: string;
  /**
   * Why the record can't be opened, for an action that still answers a click (to say so): it looks
   * unavailable and screen readers hear this as its description.
   */
  notAvailable?: string;
  children: ReactNode;
}

const unavailableStyle = { opacity: 0.55, cursor: 'not-allowed' } as const;

/**
 * How a row action shows: an icon in a table row, a button with its icon and text on a phone's
 * card (the paged table provides this, with the action column's header as the text).
 */
export const RowActionLayout = createContext<{ asButton: boolean; text?: string }>({ asButton: false });

/** A row action (Edit, View, History, Remove ...): an icon button with a tooltip, or a card's button. */
export function RowAction(props: RowActionProps) {
  const { label, color, onClick, disabled, loading, text, notAvailable, children } = props;
  const layout = useContext(RowActionLayout);
  const hintId = useId();
  const hint = notAvailable ? <VisuallyHidden id={hintId}>{notAvailable}</VisuallyHidden> : null;
  const unavailable = notAvailable
    ? { 'aria-describedby': hintId, 'data-not-available': true, style: unavailableStyle }
    : {};
  if (layout.asButton) {
    const visible = text ?? layout.text ?? label;
    return (
      <>
        <Button
          variant="default"
          size="sm"
          // Dark text on white (contrast); the icon keeps the action's colour.
          leftSection={
            <Box component="span" c={disabled || notAvailable ? undefined : color} display="flex">
              {children}
            </Box>
          }
          // The accessible name starts with the visible text (WCAG 2.5.3) and names the record.
          aria-label={label.startsWith(visible) ? label : `${visible} ${label}`}
          onClick={onClick}
          disabled={disabled}
          loading={loading}
          {...unavailable}
        >
          {visible}
        </Button>
        {hint}
      </>
    );
  }
  return (
    <>
      <Tooltip label={label} openDelay={400} withinPortal disabled={disabled}>
        <ActionIcon
          variant="subtle"
          color={notAvailable ? 'gray.7' : color}
          size="lg"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          loading={loading}
          {...unavailable}
        >
          {children}
        </ActionIcon>
      </Tooltip>
      {hint}
    </>
  );
}
