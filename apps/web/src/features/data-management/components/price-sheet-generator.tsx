import { Alert, Button, Card, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { generatePriceSheet } from '../api/generate-price-sheet';
import { downloadBlob } from '../../../shared/api/download-blob';
import { priceSheetFileError, priceSheetFiles, type PriceSheetSlot } from '../price-sheet-files';

type Slots = Record<PriceSheetSlot, File | null>;

/** Spec §2/§5: a price sheet built from the uploaded unit-of-measure and sales price sheets. */
export function PriceSheetGenerator({ generate = generatePriceSheet }: { generate?: typeof generatePriceSheet }) {
  const [files, setFiles] = useState<Slots>({ uom: null, salesprice: null });
  const [errors, setErrors] = useState<Record<PriceSheetSlot, string | null>>({ uom: null, salesprice: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (slot: PriceSheetSlot) => (file: File | null) => {
    const error = file ? priceSheetFileError(slot, file) : null;
    setErrors((current) => ({ ...current, [slot]: error }));
    setFiles((current) => ({ ...current, [slot]: error ? null : file }));
  };

  const onGenerate = () => {
    if (!files.uom || !files.salesprice) return;
    setFailure(null);
    setBusy(true);
    return generate({ uom: files.uom, salesprice: files.salesprice })
      .then(({ blob, fileName }) => {
        downloadBlob(blob, fileName);
        notifications.show({ color: 'green', message: 'Price sheet generated.', autoClose: 5000 });
      })
      .catch((error: unknown) => setFailure(errorMessage(error)))
      .finally(() => setBusy(false));
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <div>
          <Text fw={600}>Price Sheet</Text>
          <Text size="sm" c="dimmed">
            Upload {priceSheetFiles.uom} and {priceSheetFiles.salesprice} to generate the price sheet.
          </Text>
        </div>
        <Group grow align="flex-start">
          <FileInput
            label="Units of measure"
            placeholder={priceSheetFiles.uom}
            accept=".xlsx"
            clearable
            value={files.uom}
            onChange={choose('uom')}
            error={errors.uom}
          />
          <FileInput
            label="Sales prices"
            placeholder={priceSheetFiles.salesprice}
            accept=".xlsx"
            clearable
            value={files.salesprice}
            onChange={choose('salesprice')}
            error={errors.salesprice}
          />
        </Group>
        {failure && (
          <Alert color="red" title="Price sheet not generated.">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void onGenerate()} disabled={!files.uom || !files.salesprice} loading={busy}>
            Generate
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
