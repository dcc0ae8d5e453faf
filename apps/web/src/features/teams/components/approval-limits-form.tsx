import { Alert, Button, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { formatMoney, toCents } from '@portal/domain/money/money';
import { ZTeamSettingsInput, type TApprovalLimits, type TTeamSettingsInput } from '@portal/domain/teams/team-schemas';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { useSaveTeamSettings } from '../api/use-save-team-settings';

const currencies = ['USD', 'CAD'] as const;

/** The form's values: what each box holds ('' while empty: no limit). */
interface LimitValues {
  approvalLimits: Record<(typeof currencies)[number], number | string>;
}

const valuesOf = (limits: TApprovalLimits): LimitValues => ({ approvalLimits: { USD: limits.USD ?? '', CAD: limits.CAD ?? '' } });
const inputOf = (values: LimitValues): TTeamSettingsInput => ({
  approvalLimits: {
    USD: values.approvalLimits.USD === '' ? null : Number(values.approvalLimits.USD),
    CAD: values.approvalLimits.CAD === '' ? null : Number(values.approvalLimits.CAD),
  },
});
const checkSettings = zod4Resolver(ZTeamSettingsInput);

const limitText = (amount: number | null, currency: (typeof currencies)[number]) => (amount === null ? 'No limit' : formatMoney(toCents(amount), currency));

/**
 * The spending approval: an order above its currency's limit waits for a team administrator.
 * An empty box is no limit. Members who do not run the team read the limits.
 */
export function ApprovalLimitsForm({ limits, manage }: { limits: TApprovalLimits; manage: boolean }) {
  const save = useSaveTeamSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LimitValues>({ initialValues: valuesOf(limits), validate: (values) => checkSettings(inputOf(values)) });

  if (!manage) {
    return (
      <SimpleGrid cols={2} maw={360}>
        {currencies.map((currency) => (
          <div key={currency}>
            <Text size="sm" c="dimmed">
              {currency}
            </Text>
            <Text>{limitText(limits[currency], currency)}</Text>
          </div>
        ))}
      </SimpleGrid>
    );
  }

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      save.mutate(inputOf(values), {
        onSuccess: (saved) => form.setValues(valuesOf(saved.approvalLimits)),
        onError: (error) => {
          const errors = fieldErrors(error);
          form.setErrors(errors);
          setProblem(Object.keys(errors).length > 0 ? null : errorMessage(error));
        },
      });
    },
    () => setProblem(null),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Spending approval">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={520}>
        {currencies.map((currency) => (
          <NumberInput
            key={currency}
            label={`${currency} limit`}
            placeholder="No limit"
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            min={0}
            clampBehavior="none"
            {...form.getInputProps(`approvalLimits.${currency}`)}
          />
        ))}
      </SimpleGrid>
      {problem && (
        <Alert color="red" mt="sm">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm" maw={520}>
        <Button type="submit" loading={save.isPending}>
          Save spending approval
        </Button>
      </Group>
    </form>
  );
}
