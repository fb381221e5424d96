import { Alert, Button, Center, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ChangePasswordRequest,
  changePasswordSchema,
  loginMessages,
  PRODUCT_TITLE,
  passwordMessages,
  postChangePassword,
  shellMessages,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../lib/endpoint-client';
import { focusFirstError } from '../../lib/focus-first-error';
import { logout } from '../../lib/logout';
import { getSession, setSession, useStoredSession } from '../../lib/session-store';
import { BUG_TEXT, useAction } from '../../lib/use-action';

const validate = zod4Resolver(changePasswordSchema, { errorPriority: 'first' });

/**
 * Change my password: the current one, a new one with the rule shown, and the new one
 * again. After a one-time password the app comes here first and nothing else answers until it is
 * done. The server ends every other session and answers a fresh token for this one.
 */
export default function ChangePasswordPage() {
  const session = useStoredSession();
  const forced = session?.mustChangePassword === true;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The change and, on success, the new token and the session's calls again: one mutation, so the
  // form stays busy until the app moves on.
  const change = useAction(
    useMutation({
      mutationFn: async (values: ChangePasswordRequest) => {
        const changed = await callEndpoint(postChangePassword, { body: values });
        const userName = getSession()?.userName ?? '';
        setSession({ jwt: changed.jwt, userName });
        // The session's calls ran with the old token (or not at all): load them again.
        await queryClient.resetQueries();
        return changed;
      },
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordRequest>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate,
  });

  const submit = async (values: ChangePasswordRequest) => {
    setError(null);
    const outcome = await change.run(values);
    if (outcome.ok) {
      navigate('/home', { replace: true, state: { notice: outcome.data.message } });
      return;
    }
    // A 401 has already ended the session (apiRequest returns to login).
    if (outcome.kind === 'refused' && outcome.status === 401) return;
    if (outcome.kind === 'refused') setError(outcome.message ?? loginMessages.serverDown);
    else setError(outcome.kind === 'network' ? loginMessages.networkDown : BUG_TEXT);
  };

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p="lg" radius="md" w="100%" maw={420}>
        <Stack gap="md">
          <Text fw={700} c="orange.8" ta="center">
            {PRODUCT_TITLE}
          </Text>
          <Title order={1} size="h3">
            {forced ? passwordMessages.mustChangeTitle : passwordMessages.title}
          </Title>
          {forced && (
            <Alert color="orange" variant="light">
              {passwordMessages.mustChange}
            </Alert>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <form
            noValidate
            onSubmit={form.onSubmit(submit, () => focusFirstError())}
            aria-label={passwordMessages.title}
          >
            <Stack gap="sm">
              <PasswordInput
                label={passwordMessages.current}
                autoComplete="current-password"
                required
                key={form.key('currentPassword')}
                {...form.getInputProps('currentPassword')}
              />
              <PasswordInput
                label={passwordMessages.next}
                description={passwordMessages.rule}
                // Mantine's dimmed description is too faint (WCAG AA contrast).
                styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                autoComplete="new-password"
                required
                key={form.key('newPassword')}
                {...form.getInputProps('newPassword')}
              />
              <PasswordInput
                label={passwordMessages.confirm}
                autoComplete="new-password"
                required
                key={form.key('confirmPassword')}
                {...form.getInputProps('confirmPassword')}
              />
              <Group justify="space-between" mt="xs">
                {forced ? (
                  <Button
                    variant="default"
                    onClick={() => void logout().then(() => navigate('/', { replace: true }))}
                  >
                    {shellMessages.logout}
                  </Button>
                ) : (
                  <Button variant="default" onClick={() => navigate('/home')}>
                    {passwordMessages.back}
                  </Button>
                )}
                <Button type="submit" loading={change.pending}>
                  {passwordMessages.save}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Center>
  );
}
