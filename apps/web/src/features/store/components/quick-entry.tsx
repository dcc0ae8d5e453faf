import { Alert, Anchor, Button, FileInput, Group, List, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { PortalItems } from '@portal/domain/pricing/parts/portal-items';
import { quickEntrySample } from '@portal/domain/quick-entry/quick-entry-sample';
import { quickEntryMaxChars, quickEntryMessages, type QuickEntryRefusal } from '@portal/domain/quick-entry/quick-entry-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { downloadBlob } from '../../../shared/api/download-blob';
import { useQuickEntry } from '../api/use-quick-entry';
import type { CartPartConfig } from '../cart/cart-types';

/** What the store gives quick entry: the room left in the cart, and how to add many lines at once. */
export interface QuickEntryCart {
  /** Lines the cart may still take before it holds the order's most. */
  room: number;
  /** The order's most lines (the deployment's limit). */
  maxLines: number;
  /** Adds the lines to the cart in one change. */
  onAddLines: (configs: CartPartConfig[]) => void;
}

interface Props extends QuickEntryCart {
  portalItems: PortalItems;
  disabled: boolean;
  /** Why no line may be added now (the cart is full), shown when the dealer tries. */
  addRefusal?: string | null | undefined;
}

/** A file larger than this cannot hold the characters the server reads (UTF-8: at most 4 bytes a character). */
const maxFileBytes = quickEntryMaxChars * 4;
const sampleName = 'quick-entry-sample.csv';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const linesOf = (text: string) => text.split(/\r\n|\n|\r/);

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * Quick entry (issue 32, point 4): pasted lines or a CSV file of `item number, quantity[, options]`
 * sent to the server (quickEntry.price), which prices them; every line it added goes into the cart
 * at once, as far as the cart has room, and each line not added is listed with its reason and left
 * in the box to correct.
 */
export function QuickEntry({ portalItems, disabled, addRefusal, room, maxLines, onAddLines }: Props) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<QuickEntryRefusal[]>([]);
  const [error, setError] = useState<string | null>(null);
  const quickEntry = useQuickEntry();

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setError(null);
    if (!chosen) return;
    if (chosen.size > maxFileBytes) return void setError(quickEntryMessages.tooLong);
    try {
      setText(await readText(chosen));
    } catch (e) {
      setError(errorMessage(e, 'The file could not be read'));
    }
  };

  const add = () => {
    if (addRefusal) return void notifications.show({ color: 'red', message: addRefusal });
    const sent = text;
    setError(null);
    setRefused([]);
    quickEntry.mutate(
      { lines: sent },
      {
        onSuccess: (answer) => {
          const sentLines = linesOf(sent);
          const fits = answer.added.slice(0, Math.max(0, room));
          const noRoom = answer.added
            .slice(fits.length)
            .flatMap((l) => l.lines.map((line) => ({ line, text: (sentLines[line - 1] ?? '').trim(), reason: quickEntryMessages.cartFull(maxLines) })));
          const notAdded = [...answer.refused, ...noRoom].sort((a, b) => a.line - b.line);
          if (fits.length > 0) {
            onAddLines(fits.map((l) => l.config));
            notifications.show({ color: 'green', message: `${plural(fits.length, 'line')} added to cart` });
          }
          setRefused(notAdded);
          // What was not added stays in the box, as it was sent, to be corrected and added again.
          setText(notAdded.map((r) => sentLines[r.line - 1] ?? r.text).join('\n'));
          setFile(null);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  const downloadSample = () => downloadBlob(new Blob([quickEntrySample(portalItems)], { type: 'text/csv;charset=utf-8' }), sampleName);

  return (
    <Paper withBorder p="sm" component="section" aria-label="Quick entry">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Text fw={600}>Quick entry</Text>
          <Anchor component="button" type="button" size="sm" onClick={downloadSample}>
            Download sample
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          Paste lines or choose a CSV file: item number, quantity and, for a part family, its options (Color=White;Channels=5). Lines of the same item add up.
        </Text>
        <Textarea
          label="Lines"
          placeholder={'PT-RMT-5-WHT, 2\nHandheld Remote, 1, Channels=5;Color=White'}
          rows={4}
          resize="vertical"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          disabled={disabled}
        />
        <Group align="flex-end" gap="xs">
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv,text/plain"
            clearable
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
            disabled={disabled}
            miw={200}
            style={{ flex: 1 }}
          />
          <Button onClick={add} disabled={disabled || text.trim() === ''} loading={quickEntry.isPending}>
            Add lines
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert" title="Nothing added">
            {error}
          </Alert>
        )}
        {refused.length > 0 && (
          <Alert color="orange" role="alert" title={`${plural(refused.length, 'line')} not added`}>
            <Text size="sm" mb="xs">
              {refused.length === 1 ? 'It is' : 'They are'} left in the box above: correct and add again.
            </Text>
            <List size="sm" spacing={2}>
              {refused.map((r) => (
                <List.Item key={`${r.line}-${r.reason}`}>
                  Line {r.line} ({r.text}): {r.reason}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
