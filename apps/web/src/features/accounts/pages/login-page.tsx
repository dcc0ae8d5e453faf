import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useLocation, useNavigate } from 'react-router';
import { ZLoginInput, type TLoginInput } from '@portal/domain/accounts/account-schemas';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { returnTarget } from '../../../shared/routing/return-to';
import { writeSession } from '../../../shared/session/session-store';
import { useLogin } from '../api/use-login';
import { AuthCard } from '../components/auth-card';
import { loginNoticeText } from '../login-notice';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = loginNoticeText(location.state);
  const login = useLogin();
  const form = useForm<TLoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(ZLoginInput),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(ZLoginInput.parse(values), {
      onSuccess: (user) => {
        writeSession(user);
        // A mailed link opened signed out lands on its page, not on Home (issue 29).
        void navigate(returnTarget(location.search), { replace: true });
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });

  return (
    <AuthCard title="Sign In">
      <form onSubmit={submit} noValidate>
        <Stack>
          {notice && !login.isError && (
            <Alert color="green" title="Notice">
              {notice}
            </Alert>
          )}
          {login.isError && (
            <Alert color="red" title="Sign in failed">
              {errorMessage(login.error)}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" withAsterisk key={form.key('password')} {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            Sign In
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/register">
              Don&apos;t have an account?
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
