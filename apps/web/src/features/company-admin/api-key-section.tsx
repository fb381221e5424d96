import { Button, Code, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { portalMessages as pm, postAdminApiKey, vendorMessages } from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertDialog, confirmDialog } from '../../components/dialogs';
import { callEndpoint } from '../../lib/endpoint-client';
import { SESSION_KEY } from '../../lib/session/api/get-bootstrap';
import { outcomeText, useAction } from '../../lib/use-action';

/**
 * Admin → Profile: the company's API key. The key is never shown again after it is made:
 * Rotate key makes a new one and shows it once, with a copy button; closing the dialog forgets it.
 * The old key stops working at once, so the session reads the company again for its own new value.
 */
export function ApiKeySection({ companyCode }: { companyCode: string }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ message: string; apiKey: string } | null>(null);
  const rotate = useAction(useMutation({ mutationFn: () => callEndpoint(postAdminApiKey, {}) }));

  const onRotate = async () => {
    if (!(await confirmDialog(pm.rotateConfirm(companyCode), { title: pm.rotateConfirmTitle }))) return;
    const outcome = await rotate.run();
    if (!outcome.ok) {
      await alertDialog(outcomeText(outcome, vendorMessages.somethingWentWrong), { title: pm.failedTitle });
      return;
    }
    setShown(outcome.data);
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600}>{pm.apiKeyLabel}</Text>
        <Button variant="default" onClick={() => void onRotate()} loading={rotate.pending}>
          {pm.rotateKey}
        </Button>
      </Group>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={pm.rotateKey}
        centered
        closeButtonProps={{ 'aria-label': pm.close }}
      >
        {shown && (
          <Stack gap="sm">
            <Text size="sm">{shown.message}</Text>
            <Code block aria-label={pm.apiKeyLabel} style={{ wordBreak: 'break-all' }} data-testid="api-key">
              {shown.apiKey}
            </Code>
            <Text size="sm" c="orange.9">
              {pm.apiKeyOnce}
            </Text>
            <Group justify="flex-end" gap="sm">
              <CopyButton value={shown.apiKey}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? pm.copied : pm.copy}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setShown(null)}>{pm.close}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
