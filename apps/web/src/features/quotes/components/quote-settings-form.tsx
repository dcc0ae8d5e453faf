import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { quoteLimits, ZQuoteSettingsInput, type TQuoteSettings } from '@portal/domain/quotes/quote-schemas';
import type { Markups } from '@portal/domain/quotes/retail-prices';
import { useSaveQuoteSettings } from '../api/use-save-quote-settings';
import { BelowCostConfirm } from './below-cost-confirm';
import { MarkupFields, markupsOf, type MarkupValues } from './markup-fields';
import { SectionCard } from '../../../shared/ui/section-card';
import { useMarkupFormSend } from './use-markup-form-send';

interface SettingsValues {
  markups: MarkupValues;
  company: TQuoteSettings['company'];
}

/** The settings of whoever may save them: with the team's markups (a salesperson's are withheld, and they save none). */
type TeamSettings = TQuoteSettings & { markups: Markups };

const valuesOf = (settings: TeamSettings): SettingsValues => ({ markups: { ...settings.markups }, company: { ...settings.company } });
// A markup under 1× is the confirmation's to ask about, not a field error: the form checks the rest.
const validate = zod4Resolver(ZQuoteSettingsInput);

/** The team's markups and the company block its quotes print, saved together; a markup under 1× asks first. */
export function QuoteSettingsForm({ settings }: { settings: TeamSettings }) {
  const save = useSaveQuoteSettings();
  const form = useForm<SettingsValues>({ initialValues: valuesOf(settings), validate: (values) => validate({ ...values, allowBelowCost: true }) });
  const { submit, gate, problem } = useMarkupFormSend(form, (values, choice, refused) =>
    save.mutate(
      { markups: markupsOf(values.markups), company: values.company, ...choice },
      {
        onSuccess: (saved) => {
          const next = valuesOf({ ...saved, markups: saved.markups ?? markupsOf(values.markups) });
          form.setInitialValues(next);
          form.setValues(next);
        },
        onError: refused,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SectionCard
          title="Markups"
          hint={
            <>
              A quote&apos;s prices are your price × the markup of each product kind (1.35× sells at 35 % over your cost). A new quote starts from these; you
              can change them for one quote.
            </>
          }
        >
          <MarkupFields legend="Markup per product kind" values={form.values.markups} inputProps={(kind) => form.getInputProps(`markups.${kind}`)} />
        </SectionCard>
        <SectionCard title="Company" hint="Printed at the top of your quotes, under your logo.">
          <TextInput label="Company name" maxLength={quoteLimits.companyFieldMax} {...form.getInputProps('company.name')} />
          <Textarea label="Address" rows={3} resize="vertical" maxLength={quoteLimits.addressMax} {...form.getInputProps('company.address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Phone" type="tel" autoComplete="tel" maxLength={40} {...form.getInputProps('company.phone')} />
            <TextInput label="Email" type="email" autoComplete="email" maxLength={quoteLimits.companyFieldMax} {...form.getInputProps('company.email')} />
          </SimpleGrid>
        </SectionCard>
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
      <BelowCostConfirm gate={gate} action="Save" />
    </form>
  );
}
