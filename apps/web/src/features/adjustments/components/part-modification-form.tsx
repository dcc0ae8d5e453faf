import { SimpleGrid } from '@mantine/core';
import { NumberField, SelectField, type ModificationFormProps } from './modification-fields';

/**
 * A part issue's modifications (§3 Part modification form): each option of the ordered part as
 * a select, and Quantity. The choices are the values the card knows (ordered and edited, and
 * the catalogue item's attribute values when the issue carries it).
 */
export function PartModificationForm({ optionChoices, ...form }: ModificationFormProps & { optionChoices: Record<string, readonly string[]> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {Object.entries(optionChoices).map(([name, choices]) => (
        <SelectField key={name} form={form} property={name} label={name} options={choices} />
      ))}
      <NumberField form={form} property="Quantity" label="Quantity" />
    </SimpleGrid>
  );
}
