import { Box, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginRequest, loginMessages, PRODUCT_TITLE } from '@sitebook/contract';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { messageOf, NetworkError } from '../../lib/api-errors';
import { setSession } from '../../lib/session-store';

/** The validation schema, the login call and the session bootstrap (see login-actions.ts). */
const loadLoginActions = () => import('./login-actions');
type LoginActions = Awaited<ReturnType<typeof loadLoginActions>>;

/** Statuses whose server message the login screen shows (the error catalogue's, and 429's too). */
const SHOWS_SERVER_MESSAGE = new Set([404, 429, 500]);

/** The login screen at '/'. */
export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  // Loaded after the first render; a submit before it has arrived waits for it.
  const actions = useRef<LoginActions | null>(null);
  useEffect(() => {
    loadLoginActions().then(
      (loaded) => {
        actions.current = loaded;
      },
      () => undefined,
    );
  }, []);
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { userName: '', password: '' },
    validate: (values) => actions.current?.validateLogin(values) ?? {},
    validateInputOnBlur: false,
  });

  const submit = async (values: LoginRequest) => {
    const { login, tokensOf, bootstrapSession } = actions.current as LoginActions;
    setBusy(true);
    try {
      const response = await login(values);
      const { status, body } = response;
      const tokens = tokensOf(response);
      if (tokens) {
        if (tokens.mustChangePassword) {
          // A one-time password: a password of their own first (the server allows nothing else).
          setSession({ jwt: tokens.jwt, userName: tokens.userName, mustChangePassword: true });
          navigate('/password', { replace: true });
          return;
        }
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!actions.current) {
      try {
        actions.current = await loadLoginActions();
      } catch {
        await alertDialog(loginMessages.networkDown);
        return;
      }
    }
    form.onSubmit(submit)();
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
            <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Login">
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
