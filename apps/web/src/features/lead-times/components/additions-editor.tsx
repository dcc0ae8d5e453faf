import { Autocomplete, Box, Button, CloseButton, Grid, Input, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { fieldChoices, valuesOf } from '../config-fields';
import { newAddition, type LeadTimesValues } from '../lead-times-values';

/** Column widths: stacked on a phone (field, value, then days beside the remove button), one line from `sm`. */
const span = { field: { base: 12, sm: 5 }, value: { base: 12, sm: 4 }, days: { base: 'auto', sm: 2 }, remove: { base: 'content', sm: 1 } } as const;

const fieldId = (rowKey: string) => `lead-time-field-${rowKey}`;

/**
 * The additions as a table of rows. From `sm` the column headings name the inputs; on a phone each
 * row is a box of its own with the labels above its inputs. Either way every input carries its
 * row's name ('Days of addition 2'), so a screen reader hears which row it is in.
 */
export function AdditionsEditor({ form }: { form: UseFormReturnType<LeadTimesValues> }) {
  const rows = form.values.additions;
  const listError = form.errors.additions;
  const addButton = useRef<HTMLButtonElement>(null);
  // Keyboard users land where the change is: a new row's Field, or Add addition after a removal.
  const [focusField, setFocusField] = useState<string | null>(null);
  useEffect(() => {
    if (focusField) document.getElementById(fieldId(focusField))?.focus();
  }, [focusField]);
  const add = () => {
    const row = newAddition();
    form.insertListItem('additions', row);
    setFocusField(row.key);
  };
  const remove = (index: number) => {
    form.removeListItem('additions', index);
    addButton.current?.focus();
  };
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No additions: every line takes its product kind&apos;s working days.
        </Text>
      ) : (
        <Grid gap="xs" visibleFrom="sm" aria-hidden>
          <Grid.Col span={span.field}>
            <Text size="sm" fw={500}>
              Field
            </Text>
          </Grid.Col>
          <Grid.Col span={span.value}>
            <Text size="sm" fw={500}>
              Value
            </Text>
          </Grid.Col>
          <Grid.Col span={span.days}>
            <Text size="sm" fw={500}>
              Days
            </Text>
          </Grid.Col>
        </Grid>
      )}
      {rows.map((row, index) => {
        const name = `addition ${index + 1}`;
        const at = `additions.${index}`;
        return (
          <Paper key={row.key} bd={{ base: '1px solid var(--mantine-color-default-border)', sm: 'none' }} p={{ base: 'xs', sm: 0 }}>
            <Grid gap="xs" align="flex-start">
              <Grid.Col span={span.field}>
                <Autocomplete
                  id={fieldId(row.key)}
                  label="Field"
                  labelProps={{ hiddenFrom: 'sm' }}
                  aria-label={`Field of ${name}`}
                  data={fieldChoices}
                  maxLength={100}
                  maxDropdownHeight={280}
                  {...form.getInputProps(`${at}.field`)}
                />
              </Grid.Col>
              <Grid.Col span={span.value}>
                <Autocomplete
                  label="Value"
                  labelProps={{ hiddenFrom: 'sm' }}
                  aria-label={`Value of ${name}`}
                  data={valuesOf(row.field)}
                  maxLength={100}
                  maxDropdownHeight={280}
                  {...form.getInputProps(`${at}.value`)}
                />
              </Grid.Col>
              <Grid.Col span={span.days}>
                <NumberInput
                  label="Days"
                  labelProps={{ hiddenFrom: 'sm' }}
                  aria-label={`Days of ${name}`}
                  allowDecimal={false}
                  // The schema's messages say what is wrong ('days must be 0 or more'), rather than a silent clamp.
                  clampBehavior="none"
                  min={0}
                  max={365}
                  {...form.getInputProps(`${at}.days`)}
                />
              </Grid.Col>
              <Grid.Col span={span.remove}>
                {/* On a phone the button sits level with the Days input, under its label. */}
                <Box pt={{ base: 26, sm: 4 }}>
                  <CloseButton aria-label={`Remove ${name}`} onClick={() => remove(index)} />
                </Box>
              </Grid.Col>
            </Grid>
          </Paper>
        );
      })}
      {typeof listError === 'string' && <Input.Error>{listError}</Input.Error>}
      <Box>
        <Button ref={addButton} variant="light" onClick={add}>
          Add addition
        </Button>
      </Box>
    </Stack>
  );
}
