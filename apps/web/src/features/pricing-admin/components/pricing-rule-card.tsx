import { Button, Card, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { portalPricingMethods, type PortalPricingMethod } from '@portal/domain/catalog/catalog-types';
import { fieldErrors } from '../../../shared/api/api-error';
import type { PricingRuleRow } from '../pricing-admin-types';
import { methodLabels, validateRule, type RuleFormValues } from '../rule-form';

export interface SaveRuleInput {
  _id: string;
  portalPricingMethod: PortalPricingMethod;
  portalPricingValue: number;
}

const methodOptions = portalPricingMethods.map((method) => ({ value: method, label: methodLabels[method] }));

/** One portal pricing card (spec §2 Pricing page): amount and method, Save. */
export function PricingRuleCard({ rule, onSave }: { rule: PricingRuleRow; onSave: (input: SaveRuleInput) => Promise<unknown> }) {
  const [saving, setSaving] = useState(false);
  const form = useForm<RuleFormValues>({
    initialValues: { portalPricingMethod: rule.portalPricingMethod, portalPricingValue: rule.portalPricingValue },
    validate: (values) => validateRule(rule.portalPricingName, values),
  });
  const additive = form.values.portalPricingMethod === '+' || form.values.portalPricingMethod === '-';
  const name = rule.portalPricingName;

  const submit = form.onSubmit((values) => {
    setSaving(true);
    return onSave({ _id: rule._id, portalPricingMethod: values.portalPricingMethod, portalPricingValue: Number(values.portalPricingValue) })
      .then(() => form.resetDirty())
      .catch((error: unknown) => {
        // The server's reasons appear under the fields they concern; the toast carries the message.
        form.setErrors(fieldErrors(error));
      })
      .finally(() => setSaving(false));
  });

  return (
    <Card withBorder padding="md" component="form" onSubmit={submit} aria-label={name}>
      <Stack gap="sm">
        <Text fw={600}>{name}</Text>
        <Group grow align="flex-start">
          <NumberInput
            label={additive ? 'Amount' : 'Factor'}
            aria-label={`${name} ${additive ? 'amount' : 'factor'}`}
            prefix={additive ? '$' : undefined}
            decimalScale={additive ? 2 : 6}
            hideControls
            {...form.getInputProps('portalPricingValue')}
          />
          <Select label="Method" aria-label={`${name} method`} data={methodOptions} allowDeselect={false} {...form.getInputProps('portalPricingMethod')} />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} aria-label={`Save ${name}`}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
