import type { PhotoSize } from '@portal/domain/files/upload-rules';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { AdjustmentAttachmentRow } from '@portal/db/queries/adjustments';
import { downloadLinkSeconds } from '../files/download-links';
import { photoSizes, variantKey } from '../files/photo-variants';
import type { AttachmentLinks } from './adjustment-view-mapper';

/**
 * The signed links of issue images, by attachment id: the original's, and its 300, 600 and 900 px
 * versions' (versions, as a library photo has them; previewUrl the 300 px one), what pages show.
 * An image stored before the versions existed has none. They expire in minutes (download-links.ts).
 */
export async function attachmentLinks(
  storage: FileStorage,
  attachments: readonly Pick<AdjustmentAttachmentRow, 'id' | 'storageKey' | 'fileName'>[],
): Promise<AttachmentLinks> {
  const link = (key: string, fileName: string) =>
    storage.signedUrl('attachments', key, { expiresInSeconds: downloadLinkSeconds('attachments'), disposition: 'inline', fileName });
  // One listing a size of each adjustment's folder, rather than one an image.
  const folders = [...new Set(attachments.map((a) => a.storageKey.slice(0, a.storageKey.indexOf('/') + 1)))];
  const listed = await Promise.all(folders.flatMap((f) => photoSizes.map((size) => storage.list('attachments', variantKey(f, size)))));
  const stored = new Set(listed.flat().map((o) => o.key));
  const versionsOf = async (a: Pick<AdjustmentAttachmentRow, 'storageKey' | 'fileName'>): Promise<Partial<Record<PhotoSize, string>>> => {
    const made = photoSizes.filter((size) => stored.has(variantKey(a.storageKey, size)));
    return Object.fromEntries(await Promise.all(made.map(async (size) => [size, await link(variantKey(a.storageKey, size), a.fileName)] as const)));
  };
  const pairs = await Promise.all(
    attachments.map(async (a) => {
      const [url, { small, medium, large }] = await Promise.all([link(a.storageKey, a.fileName), versionsOf(a)]);
      return [a.id, { url, ...(small ? { previewUrl: small } : {}), ...(small && medium && large ? { versions: { small, medium, large } } : {}) }] as const;
    }),
  );
  return new Map(pairs);
}
