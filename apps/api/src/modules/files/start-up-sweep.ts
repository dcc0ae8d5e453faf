import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../app-deps';
import { attachmentKeysNamed, existingOrderIds } from '@portal/db/queries/stored-files';
import { buckets, type Bucket, type FileStorage, type StoredObject } from '../../adapters/storage/file-storage';
import { removeWithVariants, variantsFolder } from './photo-variants';
import { stagingFolder, sweepStagedUploads } from './staged-upload';

export interface SweepReport {
  temporaryFiles: number;
  temporaryBytes: number;
  stagedUploads: number;
  stagedFiles: number;
  /** Files of uploads that died while their files moved into place, removed again. */
  rolledBackFiles: number;
  /** Issue attachments no adjustment_attachments row names. */
  unnamedAttachments: number;
  /** Files in the orders bucket under an order id no order has. */
  orphanOrderFiles: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const batch = 500;

/** The original's key of a stored object: itself, or what its generated version was made from. */
function originalOf(key: string): string {
  if (!key.startsWith(variantsFolder)) return key;
  const rest = key.slice(variantsFolder.length);
  return rest.slice(rest.indexOf('/') + 1);
}

/** Originals (with their versions' objects) older than the grace period, staged uploads left out. */
function settledOriginals(objects: readonly StoredObject[], graceMs: number, now: number): Map<string, StoredObject[]> {
  const byOriginal = new Map<string, StoredObject[]>();
  for (const o of objects) {
    const original = originalOf(o.key);
    if (original.startsWith(stagingFolder)) continue;
    byOriginal.set(original, [...(byOriginal.get(original) ?? []), o]);
  }
  for (const [key, found] of byOriginal) if (found.some((o) => now - o.lastModified.getTime() < graceMs)) byOriginal.delete(key);
  return byOriginal;
}

async function removeUnnamed(
  storage: FileStorage,
  bucket: Bucket,
  originals: Iterable<string>,
  isNamed: (keys: string[]) => Promise<Set<string>>,
): Promise<number> {
  const keys = [...originals];
  let removed = 0;
  for (let i = 0; i < keys.length; i += batch) {
    const slice = keys.slice(i, i + batch);
    const named = await isNamed(slice);
    for (const key of slice.filter((k) => !named.has(k))) {
      await removeWithVariants(storage, bucket, key);
      removed += 1;
    }
  }
  return removed;
}

async function sweepTemporaryFiles(tmpDir: string, graceMs: number, now: number) {
  let files = 0;
  let bytes = 0;
  const entries = await readdir(tmpDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const file = path.join(tmpDir, entry);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs < graceMs) continue;
    await rm(file, { force: true });
    files += 1;
    bytes += info.size;
  }
  return { files, bytes };
}

/**
 * At start-up, what a process that died left of uploads (docs/decisions/files.md, Uploads through a
 * crash): temporary files (local disk's and the S3 spool's), staged uploads never moved into place
 * (or half moved: rolled back), issue attachments no row names and order files of no order, each
 * older than `graceMs` (another instance may be writing the younger ones). The library buckets
 * (docs, photos, videos) are indexed by their listing alone: only their staged uploads are swept.
 */
export async function sweepUploadLeftovers(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  options: { tmpDir: string; graceMs: number; now?: number },
): Promise<SweepReport> {
  const { db, storage, log } = deps;
  const { graceMs, now = Date.now() } = options;
  const temporary = await sweepTemporaryFiles(options.tmpDir, graceMs, now);
  const report: SweepReport = {
    temporaryFiles: temporary.files,
    temporaryBytes: temporary.bytes,
    stagedUploads: 0,
    stagedFiles: 0,
    rolledBackFiles: 0,
    unnamedAttachments: 0,
    orphanOrderFiles: 0,
  };
  for (const bucket of buckets) {
    const staged = await sweepStagedUploads(storage, bucket, graceMs, now);
    report.stagedUploads += staged.uploads;
    report.stagedFiles += staged.files;
    report.rolledBackFiles += staged.rolledBack;
  }
  const listed = async (bucket: Bucket) => settledOriginals(await storage.list(bucket, ''), graceMs, now);
  report.unnamedAttachments = await removeUnnamed(storage, 'attachments', (await listed('attachments')).keys(), (keys) => attachmentKeysNamed(db, keys));
  const orderFiles = [...(await listed('orders')).keys()].filter((key) => uuid.test(key.slice(0, key.indexOf('/'))));
  report.orphanOrderFiles = await removeUnnamed(storage, 'orders', orderFiles, async (keys) => {
    const existing = await existingOrderIds(db, [...new Set(keys.map((k) => k.slice(0, k.indexOf('/'))))]);
    return new Set(keys.filter((k) => existing.has(k.slice(0, k.indexOf('/')))));
  });
  const removedAnything = Object.values(report).some((n) => n > 0);
  log[removedAnything ? 'warn' : 'info'](
    { ...report, graceMinutes: graceMs / 60_000 },
    `Upload clean-up at start-up: ${report.temporaryFiles} temporary files (${(report.temporaryBytes / 1024 / 1024).toFixed(1)} MB), ` +
      `${report.stagedUploads} unfinished uploads (${report.stagedFiles} staged files, ${report.rolledBackFiles} files moved back out), ` +
      `${report.unnamedAttachments} attachments no row names, ${report.orphanOrderFiles} files of orders that do not exist, removed`,
  );
  return report;
}
