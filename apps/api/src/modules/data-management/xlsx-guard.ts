import yauzl from 'yauzl';
import { DomainError } from '@portal/domain/errors/domain-error';

/** Limits for an uploaded workbook's zip, checked before any spreadsheet parsing (ARCHITECTURE.md: ExcelJS memory). */
export const xlsxZipLimits = {
  maxEntries: 100,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  maxCompressionRatio: 100,
  /** Tiny entries compress well without being bombs; the ratio applies above this size. */
  ratioCheckAboveBytes: 1024 * 1024,
};

export function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (err, zip) => (err ? reject(err) : resolve(zip)));
  });
}

/** Inflates one entry to nowhere, counting bytes; yauzl fails it when it inflates beyond its declared size. */
function drainEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      stream.on('error', reject);
      stream.on('end', () => resolve());
      stream.resume();
    });
  });
}

/**
 * Reads the zip central directory of `file` and refuses it (naming the file and the reason) when it
 * is not a zip, holds too many entries, declares too much uncompressed data or an entry compressed
 * beyond the ratio. Then inflates every entry once, discarding the bytes, so a directory that
 * understates an entry's size is caught (yauzl checks actual against declared): the parser that
 * follows never inflates more than the declared, bounded total.
 */
export async function checkXlsxZip(file: string, buffer: Buffer): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw new DomainError('BAD_INPUT', `${file} is not an .xlsx workbook`, { [file]: 'Not an .xlsx workbook' });
  }
  const refuse = (code: 'BAD_INPUT' | 'TOO_LARGE', reason: string): never => {
    throw new DomainError(code, `${file} ${reason}`, { [file]: reason });
  };
  try {
    if (zip.entryCount > xlsxZipLimits.maxEntries) refuse('TOO_LARGE', `has too many parts (${zip.entryCount}; at most ${xlsxZipLimits.maxEntries})`);
    const entries: yauzl.Entry[] = [];
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        try {
          total += entry.uncompressedSize;
          if (total > xlsxZipLimits.maxTotalUncompressedBytes)
            refuse('TOO_LARGE', `expands to more than ${xlsxZipLimits.maxTotalUncompressedBytes / 1024 / 1024} MB`);
          const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
          if (entry.uncompressedSize > xlsxZipLimits.ratioCheckAboveBytes && ratio > xlsxZipLimits.maxCompressionRatio) {
            refuse('TOO_LARGE', `has a part compressed more than ${xlsxZipLimits.maxCompressionRatio} to 1 (${entry.fileName})`);
          }
          entries.push(entry);
          zip.readEntry();
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
      zip.readEntry();
    });
    for (const entry of entries) {
      if (!entry.fileName.endsWith('/')) await drainEntry(zip, entry);
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw new DomainError('BAD_INPUT', `${file} is not a readable .xlsx workbook`, { [file]: 'Not a readable .xlsx workbook' });
  } finally {
    zip.close();
  }
}
