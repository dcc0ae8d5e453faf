import { Alert, Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ZLeadTimes, type LineKind, type TLeadTimes } from '@portal/domain/lead-times/lead-times';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { useSaveLeadTimes } from '../api/use-save-lead-times';
import { tableOfValues, valuesOfTable, type LeadTimesValues } from '../lead-times-values';
import { AdditionsEditor } from './additions-editor';
import { HolidaysEditor } from './holidays-editor';

const kindLabels: Record<LineKind, string> = { screens: 'Screens', roofs: 'Roofs', parts: 'Parts' };
const checkTable = zod4Resolver(ZLeadTimes);

/**
 * The lead-time table, saved whole. The domain's ZLeadTimes checks it before it is sent, so its
 * messages ('kinds.roofs must be 0 or more') show under the fields they name, as the server's do
 * when it refuses a save (same dotted paths: 'additions.2.days', 'holidays.3').
 */
export function LeadTimesForm({ table }: { table: TLeadTimes }) {
  const save = useSaveLeadTimes();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LeadTimesValues>({ initialValues: valuesOfTable(table), validate: (values) => checkTable(tableOfValues(values)) });

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      save.mutate(ZLeadTimes.parse(tableOfValues(values)), {
        onSuccess: (saved) => {
          form.setInitialValues(valuesOfTable(saved));
          form.setValues(valuesOfTable(saved));
        },
        onError: (error) => {
          const errors = fieldErrors(error);
          form.setErrors(errors);
          setProblem(Object.keys(errors).length > 0 ? 'Lead times not saved: please correct the fields marked in red.' : errorMessage(error));
        },
      });
    },
    () => setProblem(null),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Lead times">
      <Stack maw={960}>
        <SectionCard
          title="Working days"
          hint="How long a line takes to ship, in working days (Monday to Friday, less the holidays), counted from the day it is ordered."
        >
          <SimpleGrid cols={3} spacing="sm">
            {(Object.keys(kindLabels) as LineKind[]).map((kind) => (
              <NumberInput
                key={kind}
                label={kindLabels[kind]}
                allowDecimal={false}
                clampBehavior="none"
                min={0}
                max={365}
                {...form.getInputProps(`kinds.${kind}`)}
              />
            ))}
          </SimpleGrid>
        </SectionCard>
        <SectionCard
          title="Additions"
          hint={
            <>
              Working days added to a line whose option has the value: jobColor Custom +5, housingSize 7 +2, colors.frameColor MF +5 (a roof&apos;s custom
              colour). A line&apos;s additions add up. The field is the option&apos;s name, dotted for a nested one; the value is compared as text.
            </>
          }
        >
          <AdditionsEditor form={form} />
        </SectionCard>
        <SectionCard title="Holidays" hint="Days the factory is closed: they are not counted as working days (weekends never are).">
          <HolidaysEditor form={form} />
        </SectionCard>
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save lead times
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
