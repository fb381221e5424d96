import { Box, Button, Group, Input, Stack, Text } from '@mantine/core';
import { PAYABLE_DOCUMENT_ACCEPT, payableLabels, payableMessages } from '@sitebook/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';

/** One upload slot: a stable key and the chosen file, if any. */
export interface DocumentSlot {
  key: number;
  file: File | null;
}

let nextKey = 1;
export const newSlot = (): DocumentSlot => ({ key: nextKey++, file: null });

/** The files chosen in the slots, in slot order. */
export const chosenFiles = (slots: readonly DocumentSlot[]): File[] =>
  slots.flatMap((s) => (s.file ? [s.file] : []));

function Slot({
  index,
  slot,
  onChange,
  onRemove,
  disabled,
}: {
  index: number;
  slot: DocumentSlot;
  onChange: (file: File | null) => void;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Input.Wrapper label={payableLabels.documentSlot(index + 1)} id={id}>
      <Group gap="sm" mt={4} wrap="wrap" align="center">
        <Box style={{ minWidth: 0, flex: '1 1 200px' }}>
          <input
            id={id}
            type="file"
            accept={PAYABLE_DOCUMENT_ACCEPT}
            disabled={disabled}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
            style={{ maxWidth: '100%', fontSize: 'var(--mantine-font-size-sm)' }}
          />
        </Box>
        {onRemove && (
          <Button
            variant="subtle"
            color="red.8"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={payableLabels.removeSlot(index + 1)}
            onClick={onRemove}
            disabled={disabled}
          >
            {payableLabels.remove}
          </Button>
        )}
      </Group>
      {slot.file && (
        <Text size="xs" c="gray.8" mt={2} style={{ overflowWrap: 'anywhere' }}>
          {slot.file.name}
        </Text>
      )}
    </Input.Wrapper>
  );
}

export interface DocumentSlotsProps {
  slots: DocumentSlot[];
  onChange: (slots: DocumentSlot[]) => void;
  disabled?: boolean;
}

/**
 * The repeatable document upload list (images or PDF): 'Add Document' adds a slot, with no limit;
 * Remove shows only while there is more than one slot.
 */
export function DocumentSlots({ slots, onChange, disabled }: DocumentSlotsProps) {
  return (
    <Stack gap="sm">
      {slots.map((slot, index) => (
        <Slot
          key={slot.key}
          index={index}
          slot={slot}
          disabled={disabled}
          onChange={(file) => onChange(slots.map((s) => (s.key === slot.key ? { ...s, file } : s)))}
          onRemove={slots.length > 1 ? () => onChange(slots.filter((s) => s.key !== slot.key)) : undefined}
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...slots, newSlot()])}
          disabled={disabled}
        >
          {payableMessages.addDocument}
        </Button>
      </Group>
    </Stack>
  );
}
