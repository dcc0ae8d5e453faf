import type { PortalUser } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import {
  assertSafeFolder,
  assertSafeNewName,
  isHiddenVideoKey,
  kindOfContentType,
  maxFilesRenamedAtOnce,
  nameForKind,
  type FileBucket,
} from '@portal/domain/files/upload-rules';
import type { TFileList, TPhotoList, TRenameResult, TUploadResult } from '@portal/domain/files/file-schemas';
import { assertFileAccess, assertOrderFilesAccess, canonicalFolders, type FileAccessMode } from '@portal/domain/files/file-access';
import type { Db } from '@portal/db/create-db';
import { getOrderRecord } from '@portal/db/queries/orders';
import type { AppDeps } from '../../app-deps';
import type { DownloadOptions, StoredObject } from '../../adapters/storage/file-storage';
import { createUploadLimits } from '../../limits/upload-limits';
import { downloadLinkSeconds } from './download-links';
import { receiveUpload, type MultipartBody } from './receive-upload';
import { stagingFolder } from './staged-upload';
import { photoSizes, removeWithVariants, variantKey, variantsFolder } from './photo-variants';

/** The display name of a key: its last segment after the server's `<uuid>-`. */
export function nameOfKey(key: string): string {
  const last = key.slice(key.lastIndexOf('/') + 1);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i.test(last) ? last.slice(37) : last;
}

const prefixOf = (folders: readonly string[]) => folders.map((f) => `${f}/`).join('');

const serverPrefix = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i;

/** The domain's access rule (file-access.ts); for an order's folder, the order it names is loaded for the rest of it. */
async function checkAccess(db: Db, user: PortalUser, bucket: FileBucket, folders: readonly string[], mode: FileAccessMode): Promise<void> {
  const orderId = assertFileAccess(user, bucket, folders, mode);
  if (orderId !== undefined) assertOrderFilesAccess(user, await getOrderRecord(db, orderId), mode);
}

/** The library and order files (issue 18): access checked first, then the storage port. */
export function createFilesService(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>, videoMaxMb: number) {
  const { db, storage } = deps;
  const hourly = createUploadLimits(db);
  const link = (bucket: FileBucket, key: string, disposition: DownloadOptions['disposition'] = 'inline') =>
    storage.signedUrl(bucket, key, { expiresInSeconds: downloadLinkSeconds(bucket), disposition, fileName: nameOfKey(key) });
  const visible = (user: PortalUser, bucket: FileBucket) => (o: StoredObject) =>
    !o.key.startsWith(variantsFolder) && !o.key.startsWith(stagingFolder) && !(bucket === 'videos' && isHiddenVideoKey(o.key, user.isAdmin));

  return {
    async upload(user: PortalUser, bucket: FileBucket, sent: readonly string[], req: MultipartBody): Promise<TUploadResult> {
      const folders = canonicalFolders(bucket, sent);
      await checkAccess(db, user, bucket, folders, 'write');
      return receiveUpload(req, storage, hourly, { bucket, prefix: prefixOf(folders), userId: user._id }, videoMaxMb);
    },

    async list(user: PortalUser, bucket: FileBucket, sent: readonly string[]): Promise<TFileList> {
      const folders = canonicalFolders(bucket, sent);
      await checkAccess(db, user, bucket, folders, 'read');
      const objects = (await storage.list(bucket, prefixOf(folders))).filter(visible(user, bucket));
      // Images stored before every image had versions have none: they get no preview link.
      const previews = new Set((await storage.list(bucket, variantKey(prefixOf(folders), 'small'))).map((o) => o.key));
      const items = await Promise.all(
        objects.map(async (o) => {
          const preview = variantKey(o.key, 'small');
          const [signedUrl, downloadUrl, previewUrl] = await Promise.all([
            link(bucket, o.key),
            link(bucket, o.key, 'attachment'),
            previews.has(preview) ? link(bucket, preview) : undefined,
          ]);
          return {
            Key: o.key,
            key: o.key,
            name: nameOfKey(o.key),
            size: o.size,
            contentType: o.contentType,
            lastModified: o.lastModified.toISOString(),
            signedUrl,
            downloadUrl,
            ...(previewUrl ? { previewUrl } : {}),
          };
        }),
      );
      return { items };
    },

    async listPhotos(user: PortalUser): Promise<TPhotoList> {
      await checkAccess(db, user, 'photos', [], 'read');
      const objects = (await storage.list('photos', '')).filter(visible(user, 'photos'));
      const items = await Promise.all(
        objects.map(async ({ key }) => {
          const [original, small, medium, large, download] = await Promise.all([
            link('photos', key),
            link('photos', variantKey(key, 'small')),
            link('photos', variantKey(key, 'medium')),
            link('photos', variantKey(key, 'large')),
            link('photos', key, 'attachment'),
          ]);
          return {
            key,
            name: nameOfKey(key),
            category: key.includes('/') ? key.slice(0, key.indexOf('/')) : '',
            url: { original, small, medium, large, download },
          };
        }),
      );
      return { items };
    },

    async remove(user: PortalUser, bucket: FileBucket, sent: readonly string[]): Promise<{ message: string }> {
      const keyParts = canonicalFolders(bucket, sent);
      await checkAccess(db, user, bucket, keyParts.slice(0, -1), 'write');
      assertSafeFolder(keyParts.at(-1) ?? '');
      const key = keyParts.join('/');
      const name = nameOfKey(key);
      if (!(await storage.list(bucket, key)).some((o) => o.key === key)) throw new DomainError('NOT_FOUND', 'File not found');
      await removeWithVariants(storage, bucket, key);
      return { message: `${name} deleted` };
    },

    /**
     * Renames a file (the path is its key: it keeps its `<uuid>-` prefix) or else a folder (every
     * key under it moves, at the same level); a photo's versions move with it. Not atomic: the
     * objects move one after the other (a folder of at most 500 files).
     */
    async rename(user: PortalUser, bucket: FileBucket, parts: readonly string[], newName: string): Promise<TRenameResult> {
      await checkAccess(db, user, bucket, parts.slice(0, -1), 'write');
      const last = assertSafeFolder(parts.at(-1) ?? '');
      const name = assertSafeNewName(newName);
      const path = parts.join('/');
      const parent = prefixOf(parts.slice(0, -1));
      const found = await storage.list(bucket, path);
      const moveVariants = async (from: string, to: string) => {
        for (const size of photoSizes) {
          for (const variant of await storage.list(bucket, variantKey(from, size))) {
            if (variant.key === variantKey(from, size) || variant.key.startsWith(`${variantKey(from, size)}/`)) {
              await storage.move(bucket, variant.key, `${variantKey(to, size)}${variant.key.slice(variantKey(from, size).length)}`);
            }
          }
        }
      };

      const file = found.find((o) => o.key === path);
      if (file) {
        const uuid = serverPrefix.exec(last)?.[0] ?? '';
        // A file keeps the extension of its content, whatever it is renamed to.
        const kind = kindOfContentType(file.contentType);
        const fileName = kind ? nameForKind(name, kind) : name;
        const key = `${parent}${uuid}${fileName}`;
        const message = `${nameOfKey(path)} renamed to ${fileName}`;
        if (key === path) return { message, key };
        if ((await storage.list(bucket, key)).some((o) => o.key === key || o.key.startsWith(`${key}/`)))
          throw new DomainError('CONFLICT', `A file named ${fileName} already exists`);
        await moveVariants(path, key);
        await storage.move(bucket, path, key);
        return { message, key };
      }

      const under = found.filter((o) => o.key.startsWith(`${path}/`));
      if (under.length === 0) throw new DomainError('NOT_FOUND', 'No such file or folder');
      if (under.length > maxFilesRenamedAtOnce) {
        throw new DomainError(
          'CONFLICT',
          `The folder ${last} holds ${under.length} files; a folder of more than ${maxFilesRenamedAtOnce} files cannot be renamed at once`,
        );
      }
      const folder = `${parent}${name}`;
      const message = `Folder ${last} renamed to ${name}`;
      if (folder === path) return { message, key: folder };
      if ((await storage.list(bucket, folder)).some((o) => o.key === folder || o.key.startsWith(`${folder}/`)))
        throw new DomainError('CONFLICT', `A folder named ${name} already exists`);
      await moveVariants(path, folder);
      for (const object of under) await storage.move(bucket, object.key, `${folder}${object.key.slice(path.length)}`);
      return { message, key: folder };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
