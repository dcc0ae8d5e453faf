import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { ZRequestResetInput, type TRequestResetInput } from '@portal/domain/accounts/account-schemas';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { useRequestReset } from '../api/use-request-reset';

/** /reset without a token: ask for the email, then show the server's message. */
export function RequestResetForm() {
  const requestReset = useRequestReset();
  const form = useForm<TRequestResetInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zod4Resolver(ZRequestResetInput),
  });
  const submit = form.onSubmit((values) => {
    requestReset.mutate(ZRequestResetInput.parse(values), {
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });

  if (requestReset.isSuccess) {
    return (
      <Stack>
        <Alert color="green">{requestReset.data.message}</Alert>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {requestReset.isError && <Alert color="red">{errorMessage(requestReset.error)}</Alert>}
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" loading={requestReset.isPending} fullWidth>
          Reset Password
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
