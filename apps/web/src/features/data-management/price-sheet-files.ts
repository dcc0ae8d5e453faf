import { onlyPriceSheetFilesMessage } from '@portal/domain/data-management/price-sheet';

/** Spec §5: the sales price importer accepts only these two files. */
export const priceSheetFiles = { uom: 'uom.xlsx', salesprice: 'salesprice.xlsx' } as const;
export type PriceSheetSlot = keyof typeof priceSheetFiles;

export const onlyPriceSheetFiles = onlyPriceSheetFilesMessage;

/**
 * Why a file cannot go in a slot, or null. Names compare without case (a Windows export may be
 * UOM.xlsx); the request sends the file under the exact name the server expects.
 */
export function priceSheetFileError(slot: PriceSheetSlot, file: Pick<File, 'name'>): string | null {
  const name = file.name.trim().toLowerCase();
  if (name === priceSheetFiles[slot]) return null;
  const other = slot === 'uom' ? 'salesprice' : 'uom';
  if (name === priceSheetFiles[other]) return `This is ${priceSheetFiles[other]}: choose ${priceSheetFiles[slot]} here`;
  return onlyPriceSheetFiles;
}
