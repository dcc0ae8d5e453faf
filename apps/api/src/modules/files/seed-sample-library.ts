import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { deleteSetting, getOrCreateSetting } from '@portal/db/queries/settings';
import { uploadLimitsFor } from '@portal/domain/files/upload-rules';
import type { AppDeps } from '../../app-deps';
import type { UploadLimits as HourlyLimits } from '../../limits/upload-limits';
import { photoVariantKeys } from './photo-variants';
import { storeUploadParts, type UploadPart } from './receive-upload';
import { sampleLibrary } from './sample-library/sample-library-contents';

const settingKey = 'files.sampleLibrary';
const libraryBuckets = ['docs', 'photos', 'videos'] as const;
/** The sample is the server's own: no account's hourly upload limits count it. */
const unlimited: HourlyLimits = { file: async () => undefined, bytes: async () => undefined };

async function* partsOf(content: Buffer, name: string): AsyncGenerator<UploadPart> {
  yield { type: 'file', fieldname: 'files', filename: name, file: Readable.from([content]) };
}

/**
 * The embedded default's sample library (issue 18): on a new installation whose library is empty,
 * the documents, photos and video of sample-library/ are stored through the upload's own checks
 * (kinds by content, the photos' versions). Once only: the settings row records that it ran (or
 * that the library already held files), so a second start, another instance or an administrator
 * who deleted the samples never gets them again. A run that fails removes what it stored and its
 * record, so the next start tries again.
 * Returns how many files it stored.
 */
export async function seedSampleLibraryOnFirstStart(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>): Promise<number> {
  const { db, storage, config } = deps;
  const claim = randomUUID();
  const recorded = await getOrCreateSetting(db, settingKey, () => ({ claim, at: new Date().toISOString() }));
  if (recorded.claim !== claim) return 0;
  const existing = await Promise.all(libraryBuckets.map((bucket) => storage.list(bucket, '')));
  if (existing.some((objects) => objects.length > 0)) return 0;
  const stored: { bucket: (typeof libraryBuckets)[number]; key: string }[] = [];
  try {
    for (const sample of sampleLibrary) {
      const target = { bucket: sample.bucket, prefix: sample.folders.map((f) => `${f}/`).join(''), userId: 'sample-library' };
      const { uploadedFiles } = await storeUploadParts(
        partsOf(await sample.content(), sample.name),
        storage,
        unlimited,
        target,
        uploadLimitsFor(sample.bucket, config.VIDEO_MAX_MB),
      );
      stored.push(...uploadedFiles.map(({ key }) => ({ bucket: sample.bucket, key })));
    }
  } catch (err) {
    // All or nothing: the next start tries again on an empty library (storage down, a full disk).
    await Promise.allSettled(
      stored.flatMap(({ bucket, key }) => [key, ...(bucket === 'photos' ? photoVariantKeys(key) : [])].map((k) => storage.remove(bucket, k))),
    );
    await deleteSetting(db, settingKey);
    throw err;
  }
  return stored.length;
}
