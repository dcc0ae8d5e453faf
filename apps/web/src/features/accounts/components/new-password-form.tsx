import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useNavigate } from 'react-router';
import { ZResetPasswordForm, type TResetPasswordForm } from '@portal/domain/accounts/account-schemas';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { useResetPassword } from '../api/use-reset-password';
import type { LoginLocationState } from '../login-notice';

/** /reset/:token: choose the new password, then sign in with it. */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<TResetPasswordForm>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: zod4Resolver(ZResetPasswordForm),
  });
  const submit = form.onSubmit(({ password }) => {
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          const state: LoginLocationState = { notice: 'resetComplete' };
          void navigate('/login', { replace: true, state });
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>Please enter your new password.</Text>
        {resetPassword.isError && (
          <Alert color="red">
            {errorMessage(resetPassword.error)}{' '}
            <Anchor component={Link} to="/reset">
              Request a new link
            </Anchor>
          </Alert>
        )}
        <PasswordInput label="New password" autoComplete="new-password" withAsterisk key={form.key('password')} {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={resetPassword.isPending} fullWidth>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
