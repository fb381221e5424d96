import { Box, Text, ThemeIcon } from '@mantine/core';
import { PAYABLE_STATUSES, payableLabels, payableWorkflowMessages } from '@sitebook/contract';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';

export interface StatusProgressProps {
  current: string | undefined;
  /** The statuses the payable's history rows actually went through. */
  reached: ReadonlySet<string>;
}

/**
 * The seven-step progress bar of a payable's status: an ordered list, the current
 * step marked aria-current="step" (a dot), the steps before it that the history went through done
 * (a tick), steps before it that were skipped marked so, the rest numbered.
 * Wraps to two columns on a phone.
 */
export function StatusProgress({ current, reached }: StatusProgressProps) {
  const index = current ? (PAYABLE_STATUSES as readonly string[]).indexOf(current) : -1;
  return (
    <Box
      component="ol"
      aria-label={payableLabels.progress}
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        display: 'grid',
        gap: 'var(--mantine-spacing-sm)',
        gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
      }}
    >
      {PAYABLE_STATUSES.map((status, i) => {
        const done = index >= 0 && i < index && reached.has(status);
        const skipped = index >= 0 && i < index && !done;
        const isCurrent = i === index;
        return (
          <Box
            component="li"
            key={status}
            aria-current={isCurrent ? 'step' : undefined}
            data-state={isCurrent ? 'current' : done ? 'done' : skipped ? 'skipped' : 'todo'}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '6px 8px',
              borderRadius: 'var(--mantine-radius-md)',
              border: `2px solid ${isCurrent ? 'var(--mantine-color-orange-8)' : 'var(--mantine-color-gray-3)'}`,
              background: isCurrent ? 'var(--mantine-color-orange-0)' : undefined,
            }}
          >
            <ThemeIcon
              radius="xl"
              size="md"
              color={done || isCurrent ? 'orange.8' : 'gray.6'}
              variant={done || isCurrent ? 'filled' : 'outline'}
              aria-hidden
            >
              {done ? (
                <IconCheck size={16} />
              ) : isCurrent ? (
                <IconPointFilled size={16} />
              ) : (
                <Text component="span" size="xs" fw={700} c="gray.7">
                  {i + 1}
                </Text>
              )}
            </ThemeIcon>
            <Text size="sm" fw={isCurrent ? 700 : 400} c={isCurrent || done ? 'dark' : 'gray.7'}>
              {status}
              {(done || isCurrent || skipped) && (
                <span className="sb-visually-hidden">
                  {' '}
                  (
                  {isCurrent
                    ? payableLabels.stepCurrent
                    : done
                      ? payableLabels.stepDone
                      : payableWorkflowMessages.stepSkipped}
                  )
                </span>
              )}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
