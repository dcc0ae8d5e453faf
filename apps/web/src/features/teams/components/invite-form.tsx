import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ZInviteInput } from '@portal/domain/teams/team-schemas';
import type { TeamRole } from '@portal/domain/teams/team-roles';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { useInviteColleague } from '../api/use-invite-colleague';
import { isTeamRole, roleOptions, teamRoleHints } from '../role-options';

type InviteValues = { email: string; role: TeamRole };

/** Invites a colleague by email: a link valid 7 days registers them into the team with the role chosen. */
export function InviteForm() {
  const invite = useInviteColleague();
  const form = useForm<InviteValues>({ initialValues: { email: '', role: 'buyer' }, validate: zod4Resolver(ZInviteInput) });
  const submit = form.onSubmit((values) =>
    invite.mutate(ZInviteInput.parse(values), {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const errors = fieldErrors(error);
        form.setErrors(Object.keys(errors).length > 0 ? errors : { email: errorMessage(error) });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a colleague">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Email"
          description="The link is mailed here; they register with this address"
          type="email"
          autoComplete="off"
          withAsterisk
          style={{ flex: '1 1 240px' }}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          data={roleOptions}
          allowDeselect={false}
          description={teamRoleHints[form.getValues().role]}
          style={{ flex: '1 1 200px' }}
          key={form.key('role')}
          {...form.getInputProps('role')}
          onChange={(value) => {
            if (isTeamRole(value)) form.setFieldValue('role', value);
          }}
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </Group>
    </form>
  );
}
