import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { markupDecimals, markupKindLabels, markupKinds, type MarkupKind, type Markups } from '@portal/domain/quotes/retail-prices';
import { markupEffect } from '../quote-format';

/** A form's markups as its number fields hold them ('' while a field is empty). */
export type MarkupValues = Record<MarkupKind, number | string>;

/** The fields' values as numbers (an empty field is NaN: the schema refuses it, naming the kind). */
export const markupsOf = (values: MarkupValues): Markups => ({ screens: Number(values.screens), roofs: Number(values.roofs), parts: Number(values.parts) });

interface MarkupFieldsProps {
  legend: string;
  values: MarkupValues;
  /** The form's props of `markups.{kind}`: its value, change and error (the server's too). */
  inputProps: (kind: MarkupKind) => GetInputPropsReturnType;
}

/** A multiplier per product kind, shown as '1.35×', each with what it makes of a price: '35 % over cost · 25.9 % margin'. */
export function MarkupFields({ legend, values, inputProps }: MarkupFieldsProps) {
  return (
    <Fieldset legend={legend} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {markupKinds.map((kind) => {
          const value = Number(values[kind]);
          return (
            <NumberInput
              key={kind}
              label={markupKindLabels[kind]}
              step={0.01}
              min={0}
              max={10}
              decimalScale={markupDecimals}
              allowNegative={false}
              suffix="×"
              description={
                <Text span size="xs" c={value > 0 && value < 1 ? 'orange.9' : 'dimmed'}>
                  {markupEffect(value)}
                </Text>
              }
              {...inputProps(kind)}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
