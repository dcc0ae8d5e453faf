import { Readable } from 'node:stream';
import type { Bucket, FileStorage, StoredObject } from '../../adapters/storage/file-storage';
import { photoSizes, variantKey } from './photo-variants';

/**
 * Where an upload's files wait until all of them are in: `.staging/<upload id>/<final key>`. No
 * folder a client names starts with '.', so listings never show them (as `.variants/`).
 */
export const stagingFolder = '.staging/';
const commitFolder = '.commit/';

export const stagedKey = (uploadId: string, key: string) => `${stagingFolder}${uploadId}/${key}`;
const commitMarker = (uploadId: string, key: string) => `${stagingFolder}${uploadId}/${commitFolder}${key}`;

/** A staged upload's object (a file, an image's version or a commit marker): never a file of the store itself. */
export const isStagedKey = (key: string) => key.startsWith(stagingFolder) || photoSizes.some((size) => key.startsWith(variantKey(stagingFolder, size)));

/**
 * Of a bucket's objects, the final keys (with an image's versions) that commit markers name: files
 * of an upload moving into place whose client has no answer yet (a backup leaves them out, as the
 * start-up clean-up would remove them had the process died there).
 */
export function keysBeingCommitted(objects: readonly StoredObject[]): Set<string> {
  const named = new Set<string>();
  for (const { key } of objects) {
    const marker = key.startsWith(stagingFolder) ? key.indexOf(`/${commitFolder}`) : -1;
    if (marker >= 0) for (const k of keysOf(key.slice(marker + 1 + commitFolder.length), true)) named.add(k);
  }
  return named;
}

/** A file of an upload: its final key, and whether it has the generated versions of an image. */
export interface StagedFile {
  key: string;
  withVariants: boolean;
}

const keysOf = (key: string, withVariants: boolean) => [key, ...(withVariants ? photoSizes.map((size) => variantKey(key, size)) : [])];

/**
 * Moves an upload's staged files to their keys, all or none even through a crash: a marker per
 * file is written first (the upload's intent), then the files move, then the markers go. A
 * process that dies in between leaves markers, and the start-up sweep removes every file they name
 * (the client never got its answer). A failure here removes what moved and throws.
 */
export async function commitStagedUpload(storage: FileStorage, bucket: Bucket, uploadId: string, files: readonly StagedFile[]): Promise<void> {
  const moved: string[] = [];
  try {
    for (const { key } of files) await storage.put(bucket, commitMarker(uploadId, key), Readable.from([]), 'application/octet-stream');
    for (const { key, withVariants } of files) {
      const finals = keysOf(key, withVariants);
      const staged = keysOf(stagedKey(uploadId, key), withVariants);
      for (const [i, finalKey] of finals.entries()) {
        await storage.move(bucket, staged[i]!, finalKey);
        moved.push(finalKey);
      }
    }
  } catch (e) {
    await Promise.allSettled(moved.map((key) => storage.remove(bucket, key)));
    await removeStagedUpload(storage, bucket, uploadId, files);
    throw e;
  }
  await Promise.allSettled(files.map(({ key }) => storage.remove(bucket, commitMarker(uploadId, key))));
}

/** Removes an upload's staged files and markers (a refusal, or the sweep). */
export async function removeStagedUpload(storage: FileStorage, bucket: Bucket, uploadId: string, files: readonly StagedFile[]): Promise<void> {
  const keys = files.flatMap(({ key, withVariants }) => [...keysOf(stagedKey(uploadId, key), withVariants), commitMarker(uploadId, key)]);
  await Promise.allSettled(keys.map((key) => storage.remove(bucket, key)));
}

export interface StagedSweep {
  uploads: number;
  files: number;
  /** Files of uploads that died while they moved: moved back out. */
  rolledBack: number;
}

/**
 * At start-up: every staged upload older than `graceMs` (its newest object) belongs to a request
 * that died. Its staged files go; when it had begun to move them (markers), the files the markers
 * name go too, so an upload is listed whole or not at all.
 */
export async function sweepStagedUploads(storage: FileStorage, bucket: Bucket, graceMs: number, now = Date.now()): Promise<StagedSweep> {
  const objects = [
    ...(await storage.list(bucket, stagingFolder)),
    ...(await Promise.all(photoSizes.map((size) => storage.list(bucket, variantKey(stagingFolder, size))))).flat(),
  ];
  const uploads = new Map<string, StoredObject[]>();
  for (const o of objects) {
    const staged = o.key.slice(o.key.indexOf(stagingFolder) + stagingFolder.length);
    const id = staged.slice(0, staged.indexOf('/'));
    uploads.set(id, [...(uploads.get(id) ?? []), o]);
  }
  const result: StagedSweep = { uploads: 0, files: 0, rolledBack: 0 };
  for (const [id, staged] of uploads) {
    if (staged.some((o) => now - o.lastModified.getTime() < graceMs)) continue;
    const markerPrefix = `${stagingFolder}${id}/${commitFolder}`;
    for (const o of staged) {
      if (o.key.startsWith(markerPrefix)) {
        const key = o.key.slice(markerPrefix.length);
        for (const k of keysOf(key, true)) await storage.remove(bucket, k);
        result.rolledBack += 1;
      }
    }
    for (const o of staged) await storage.remove(bucket, o.key);
    result.uploads += 1;
    result.files += staged.length;
  }
  return result;
}
