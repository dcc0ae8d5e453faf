import { Readable, type Writable } from 'node:stream';
import sharp from 'sharp';
import { DomainError } from '@portal/domain/errors/domain-error';
import { maxPhotoPixels, photoWidths, uploadMessages, type FileKind, type PhotoSize } from '@portal/domain/files/upload-rules';
import type { Bucket, FileStorage } from '../../adapters/storage/file-storage';

const sizes = Object.keys(photoWidths) as PhotoSize[];
/** The sizes of a photo's generated versions. */
export const photoSizes: readonly PhotoSize[] = sizes;

/**
 * Where a photo's generated version lives: `.variants/<size>/<key>`. No folder a client names
 * starts with '.', so a variant never mixes with the uploads, and listings leave them out.
 */
export const variantsFolder = '.variants/';
export const variantKey = (key: string, size: PhotoSize) => `${variantsFolder}${size}/${key}`;
export const photoVariantKeys = (key: string) => sizes.map((size) => variantKey(key, size));

/** Removes a stored file with its generated versions (an image's; other files have none to remove). */
export async function removeWithVariants(storage: FileStorage, bucket: Bucket, key: string): Promise<void> {
  await storage.remove(bucket, key);
  await Promise.all(photoVariantKeys(key).map((k) => storage.remove(bucket, k)));
}

/** Removes every file under a folder with their generated versions. */
export async function removePrefixWithVariants(storage: FileStorage, bucket: Bucket, prefix: string): Promise<void> {
  await storage.removePrefix(bucket, prefix);
  await Promise.all(sizes.map((size) => storage.removePrefix(bucket, variantKey(prefix, size))));
}

/** Served as JPEG for a JPEG, PNG otherwise (a GIF's version is its first frame). */
const variantFormat = (kind: FileKind) =>
  kind === 'jpg' ? { format: 'jpeg' as const, contentType: 'image/jpeg' } : { format: 'png' as const, contentType: 'image/png' };

/**
 * The 300, 600 and 900 px wide versions of a photo, made by sharp from the bytes written to
 * `input` as they stream to storage. sharp reads the header first: an image over the pixel limit
 * (a decompression bomb) is refused before it is decoded.
 */
export function startPhotoVariants(name: string, kind: FileKind): { input: Writable; store(storage: FileStorage, bucket: Bucket, key: string): Promise<void> } {
  const image = sharp({ limitInputPixels: maxPhotoPixels, failOn: 'error' });
  const clones = sizes.map((size) => ({ size, pipeline: image.clone().resize({ width: photoWidths[size], withoutEnlargement: true }) }));
  // Its errors reach the caller through the versions' promises.
  image.on('error', () => undefined);
  const { format, contentType } = variantFormat(kind);
  return {
    input: image,
    async store(storage, bucket, key) {
      let buffers: { size: PhotoSize; data: Buffer }[];
      try {
        buffers = await Promise.all(clones.map(async ({ size, pipeline }) => ({ size, data: await pipeline.toFormat(format).toBuffer() })));
      } catch (e) {
        if (e instanceof DomainError) throw e;
        const message = e instanceof Error ? e.message : '';
        if (/pixel limit/i.test(message)) throw new DomainError('TOO_LARGE', uploadMessages.tooManyPixels(name, maxPhotoPixels));
        throw new DomainError('BAD_INPUT', uploadMessages.unreadableImage(name));
      }
      for (const { size, data } of buffers) await storage.put(bucket, variantKey(key, size), Readable.from(data), contentType);
    },
  };
}
