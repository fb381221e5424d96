import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A refusal that stays beside the form after its dialog is closed (e.g. a duplicate name
 * and phone), so the user sees what to change while changing it.
 */
export function FormRefusal({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      mt="md"
    >
      {children}
    </Alert>
  );
}
