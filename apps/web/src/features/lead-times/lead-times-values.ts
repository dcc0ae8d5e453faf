import { randomId } from '@mantine/hooks';
import type { LineKind, TLeadTimes } from '@portal/domain/lead-times/lead-times';

/** A number field's value: Mantine's NumberInput gives '' while it is empty. */
type DaysValue = number | string;

/** One addition as the form holds it: `key` keeps a row's inputs its own while rows above it are removed. */
export interface AdditionRow {
  key: string;
  field: string;
  value: string;
  days: DaysValue;
}

export interface LeadTimesValues {
  kinds: Record<LineKind, DaysValue>;
  additions: AdditionRow[];
  holidays: string[];
}

export const newAddition = (): AdditionRow => ({ key: randomId(), field: '', value: '', days: '' });

export const valuesOfTable = (table: TLeadTimes): LeadTimesValues => ({
  kinds: { ...table.kinds },
  additions: table.additions.map((addition) => ({ key: randomId(), ...addition })),
  holidays: [...table.holidays],
});

/** An empty number field is not a number: the schema refuses it with its own message, naming the field. */
const days = (value: DaysValue): unknown => (value === '' ? undefined : value);

/** What ZLeadTimes checks and the server receives: the form's values without the rows' keys, paths unchanged. */
export const tableOfValues = (values: LeadTimesValues): Record<string, unknown> => ({
  kinds: { screens: days(values.kinds.screens), roofs: days(values.kinds.roofs), parts: days(values.kinds.parts) },
  additions: values.additions.map(({ field, value, days: d }) => ({ field, value, days: days(d) })),
  holidays: values.holidays,
});
