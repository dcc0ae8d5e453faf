import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useNavigate } from 'react-router';
import { ZInvitedRegisterForm, type TInvitedRegisterForm } from '@portal/domain/accounts/account-schemas';
import { teamRoleLabels } from '@portal/domain/teams/team-roles';
import type { TInvitationPreview } from '@portal/domain/teams/team-schemas';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { readSession } from '../../../shared/session/session-store';
import { useInvitation } from '../api/use-invitation';
import { useRegister } from '../api/use-register';
import type { LoginLocationState } from '../login-notice';
import { AuthCard } from './auth-card';

/**
 * Registration from a team's invitation (issue 32, /register?invitation={token}): the page says
 * which team invites and in which role; the email is the invited one (read-only) and the team's
 * name stands for the Dealer / Location. The account is ready at once: the person signs in next.
 */
export function InvitedRegistration({ token }: { token: string }) {
  const invitation = useInvitation(token);
  if (invitation.isPending) {
    return (
      <AuthCard title="Join your team">
        <Group justify="center">
          <Loader aria-label="Reading the invitation" />
        </Group>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard title="Join your team">
        <Stack>
          <Alert color="red" title="This invitation cannot be used">
            {errorMessage(invitation.error)}
          </Alert>
          <Text size="sm">Ask your team administrator for a new invitation.</Text>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    );
  }
  return <InvitedRegisterForm token={token} invitation={invitation.data} />;
}

function InvitedRegisterForm({ token, invitation }: { token: string; invitation: TInvitationPreview }) {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<TInvitedRegisterForm>({
    mode: 'uncontrolled',
    initialValues: { fname: '', lname: '', email: invitation.email, password: '', confirmPassword: '' },
    validate: zod4Resolver(ZInvitedRegisterForm),
  });

  const submit = form.onSubmit((values) => {
    const { confirmPassword: _confirm, ...input } = ZInvitedRegisterForm.parse(values);
    register.mutate(
      { ...input, invitation: token },
      {
        onSuccess: ({ message }) => {
          if (readSession()) {
            notifications.show({ color: 'green', message });
            return;
          }
          const state: LoginLocationState = { notice: 'invited' };
          void navigate('/login', { state });
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });

  return (
    <AuthCard title={`Join ${invitation.teamName}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            You are invited to the Dealer Portal as <strong>{teamRoleLabels[invitation.role]}</strong> of <strong>{invitation.teamName}</strong>. Your account
            is ready to use as soon as you create it.
          </Text>
          {register.isError && (
            <Alert color="red" title="Registration failed">
              {errorMessage(register.error)}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput label="First name" autoComplete="given-name" withAsterisk key={form.key('fname')} {...form.getInputProps('fname')} />
            <TextInput label="Last name" autoComplete="family-name" withAsterisk key={form.key('lname')} {...form.getInputProps('lname')} />
          </Group>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            readOnly
            variant="filled"
            description="The address the invitation was sent to"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput label="Password" autoComplete="new-password" withAsterisk key={form.key('password')} {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={register.isPending} fullWidth>
            Create account
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
