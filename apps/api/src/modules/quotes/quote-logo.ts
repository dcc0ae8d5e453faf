import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DomainError } from '@portal/domain/errors/domain-error';
import { defaultUploadLimits, uploadMessages } from '@portal/domain/files/upload-rules';
import { quoteLimits } from '@portal/domain/quotes/quote-schemas';

const logoLimits = { ...defaultUploadLimits, maxFiles: 1, maxFileBytes: quoteLimits.logoBytesMax, maxTotalBytes: quoteLimits.logoBytesMax };
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The upload read whole, refused past 2 MB (the portal's message, naming the file) without reading on. */
async function readCapped(name: string, body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > logoLimits.maxFileBytes) {
        body.destroy();
        throw new DomainError('TOO_LARGE', uploadMessages.fileTooLarge(name, logoLimits), { file: uploadMessages.fileTooLarge(name, logoLimits) });
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    // A body cut short or malformed is the sender's: a 400 naming the file, never a 500.
    if (err instanceof DomainError) throw err;
    throw new DomainError('BAD_INPUT', `${name}: the upload could not be read`, { file: `${name}: the upload could not be read` });
  }
  return Buffer.concat(chunks);
}

/**
 * A dealer's logo for his quotes: a GIF, JPEG or PNG by its content, at most 2 MB, re-encoded as a
 * PNG at most 600 px wide (what a quote prints; whatever else the file held is dropped).
 */
export async function logoFromUpload(name: string, body: Readable): Promise<Buffer> {
  const bytes = await readCapped(name, body);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !imageTypes.has(type.mime)) {
    throw new DomainError('BAD_INPUT', uploadMessages.wrongKind(name, 'photos'), { file: uploadMessages.wrongKind(name, 'photos') });
  }
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .resize({ width: 600, height: 300, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new DomainError('BAD_INPUT', uploadMessages.unreadableImage(name), { file: uploadMessages.unreadableImage(name) });
  }
}
