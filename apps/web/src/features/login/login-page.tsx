import { Box, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginRequest, loginMessages, loginRequestSchema, PRODUCT_TITLE } from '@sitebook/contract';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { messageOf, NetworkError } from '../../lib/api-client';
import { setSession } from '../../lib/session-store';
import { bootstrapSession } from '../session/bootstrap';
import { login, parseLoginResponse } from './api/login';

/** Statuses whose server message the login screen shows (spec section 8, DESIGN.md: 429 too). */
const SHOWS_SERVER_MESSAGE = new Set([404, 429, 500]);

/** The login screen at '/'. */
export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { userName: '', password: '' },
    validate: zod4Resolver(loginRequestSchema, { errorPriority: 'first' }),
    validateInputOnBlur: false,
  });

  const submit = async (values: LoginRequest) => {
    setBusy(true);
    try {
      const { status, body } = await login(values);
      const tokens = status === 202 ? parseLoginResponse(body) : null;
      if (tokens) {
        setSession({ jwt: tokens.jwt, userName: tokens.userName });
        // A failing step is shown (with Retry) by the layout; navigation goes ahead regardless.
        await bootstrapSession(queryClient, tokens).catch(() => undefined);
        navigate('/home', { replace: true });
        return;
      }
      setBusy(false);
      if (SHOWS_SERVER_MESSAGE.has(status)) {
        await alertDialog(messageOf(body) ?? loginMessages.serverDown);
      } else {
        await alertDialog(loginMessages.serverDown);
      }
    } catch (error) {
      setBusy(false);
      await alertDialog(error instanceof NetworkError ? loginMessages.networkDown : loginMessages.serverDown);
    }
  };

  return (
    <Box
      component="main"
      mih="100vh"
      px="md"
      py="xl"
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-orange-8) 0%, var(--mantine-color-orange-6) 45%, var(--mantine-color-orange-0) 45.1%)',
      }}
    >
      <Center mih="calc(100vh - 4rem)">
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={400}>
          <Stack gap="lg">
            <Stack gap={4} align="center">
              <IconBuildingSkyscraper size={40} color="var(--mantine-color-orange-8)" aria-hidden />
              <Title order={1} ta="center" c="orange.9" style={{ letterSpacing: '0.12em' }}>
                {PRODUCT_TITLE}
              </Title>
            </Stack>
            <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Login">
              <Stack gap="md">
                <TextInput
                  label="Username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  size="md"
                  key={form.key('userName')}
                  {...form.getInputProps('userName')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  size="md"
                  visible={passwordVisible}
                  onVisibilityChange={setPasswordVisible}
                  visibilityToggleButtonProps={{
                    'aria-label': passwordVisible ? 'Hide password' : 'Show password',
                    'aria-pressed': undefined,
                    tabIndex: 0,
                  }}
                  key={form.key('password')}
                  {...form.getInputProps('password')}
                />
                <Button type="submit" size="md" fullWidth loading={busy} mt="xs">
                  Login
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
