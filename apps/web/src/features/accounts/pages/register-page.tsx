import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ZRegisterForm, type TRegisterForm } from '@portal/domain/accounts/account-schemas';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { readSession } from '../../../shared/session/session-store';
import { useRegister } from '../api/use-register';
import { AuthCard } from '../components/auth-card';
import { InvitedRegistration } from '../components/invited-register-form';
import type { LoginLocationState } from '../login-notice';

/** /register: anyone registers and waits for approval; a team's invitation link (?invitation=) registers into the team (issue 32). */
export function RegisterPage() {
  const invitation = useSearchParams()[0].get('invitation');
  return invitation ? <InvitedRegistration token={invitation} /> : <OpenRegistration />;
}

function OpenRegistration() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<TRegisterForm>({
    mode: 'uncontrolled',
    initialValues: { fname: '', lname: '', location: '', email: '', password: '', confirmPassword: '' },
    validate: zod4Resolver(ZRegisterForm),
  });

  const submit = form.onSubmit((values) => {
    const { confirmPassword: _confirm, ...input } = ZRegisterForm.parse(values);
    register.mutate(input, {
      onSuccess: ({ message }) => {
        // Spec §2: on success when not logged in, go to /login.
        if (readSession()) {
          notifications.show({ color: 'green', message });
          form.reset();
          return;
        }
        const state: LoginLocationState = { notice: 'registered' };
        void navigate('/login', { state });
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });

  return (
    <AuthCard title="Register">
      <form onSubmit={submit} noValidate>
        <Stack>
          {register.isError && (
            <Alert color="red" title="Registration failed">
              {errorMessage(register.error)}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput label="First name" autoComplete="given-name" withAsterisk key={form.key('fname')} {...form.getInputProps('fname')} />
            <TextInput label="Last name" autoComplete="family-name" withAsterisk key={form.key('lname')} {...form.getInputProps('lname')} />
          </Group>
          <TextInput label="Dealer / Location" autoComplete="organization" withAsterisk key={form.key('location')} {...form.getInputProps('location')} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="new-password" withAsterisk key={form.key('password')} {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={register.isPending} fullWidth>
            Register
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
