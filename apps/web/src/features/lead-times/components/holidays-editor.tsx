import { Badge, Box, Button, CloseButton, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import type { LeadTimesValues } from '../lead-times-values';
import { formatDay } from '../../../shared/format/dates';

/** 'Fri, Dec 25, 2026' for '2026-12-25'; the text itself when it is not a date. */
export function holidayLabel(day: string): string {
  const shown = formatDay(day);
  return shown === '—' ? day : shown;
}

/**
 * The manufacturer's holidays: the browser's own date picker (a keyboard, touch and screen-reader
 * tested control on every platform) adds one; each shows as a badge with a button that removes it. Kept sorted,
 * each once, as the server stores them, so a field error's index ('holidays.3') is the fourth badge.
 */
export function HolidaysEditor({ form }: { form: UseFormReturnType<LeadTimesValues> }) {
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const holidays = form.values.holidays;
  const isHolidayError = (path: string) => path === 'holidays' || path.startsWith('holidays.');
  const errors = Object.entries(form.errors).filter(([path]) => isHolidayError(path));
  // A change moves the days' indices: the errors that named them no longer point at the right one.
  const change = (next: string[]) => {
    form.setFieldValue('holidays', next);
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([path]) => !isHolidayError(path))));
  };

  const add = () => {
    if (day === '') return setProblem('Choose a day first');
    if (holidays.includes(day)) return setProblem(`${holidayLabel(day)} is already a holiday`);
    change([...holidays, day].sort());
    setProblem(null);
    setDay('');
  };
  const remove = (holiday: string) => {
    change(holidays.filter((h) => h !== holiday));
    dateInput.current?.focus();
  };

  return (
    <Stack gap="sm">
      <TextInput
        ref={dateInput}
        type="date"
        label="Holiday"
        value={day}
        error={problem}
        onChange={(event) => {
          setDay(event.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          // Enter adds the day rather than saving the whole table.
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        // The button sits beside the input, between its label and its error.
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Box flex={1} maw={220}>
              {input}
            </Box>
            <Button variant="light" onClick={add}>
              Add holiday
            </Button>
          </Group>
        )}
      />
      {holidays.length === 0 ? (
        <Text size="sm" c="dimmed">
          No holidays.
        </Text>
      ) : (
        <Group gap="xs" role="list" aria-label="Holidays">
          {holidays.map((holiday, index) => (
            <Badge
              key={holiday}
              role="listitem"
              size="lg"
              tt="none"
              fw={500}
              pr={2}
              variant={form.errors[`holidays.${index}`] ? 'outline' : 'default'}
              color={form.errors[`holidays.${index}`] ? 'red' : undefined}
              rightSection={<CloseButton size="sm" aria-label={`Remove holiday ${holidayLabel(holiday)}`} onClick={() => remove(holiday)} />}
            >
              {holidayLabel(holiday)}
            </Badge>
          ))}
        </Group>
      )}
      {errors.map(([path, message]) => (
        <Input.Error key={path}>
          {path === 'holidays' ? message : `${holidayLabel(holidays[Number(path.split('.')[1])] ?? '')}: ${String(message)}`}
        </Input.Error>
      ))}
    </Stack>
  );
}
