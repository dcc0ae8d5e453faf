import { z } from 'zod';

/** The buckets the files REST paths name; the adjustments' attachments get paths of their own. */
export const restBuckets = ['docs', 'photos', 'videos', 'orders'] as const;
export const ZRestBucket = z.enum(restBuckets);

const folder = z.string().min(1).max(200);

export const ZBucketParams = z.object({ bucket: ZRestBucket });
export const ZFolderParams = z.object({ bucket: ZRestBucket, a: folder });
export const ZSubfolderParams = z.object({ bucket: ZRestBucket, a: folder, b: folder });
export const ZFileKeyParams = z.object({ bucket: ZRestBucket, a: folder, b: folder.optional(), c: folder.optional() });

export const ZUploadedFile = z.object({
  key: z.string().meta({ description: 'The key the server chose: <folder a>/<folder b>/<uuid>-<name>' }),
  name: z.string().meta({ description: 'The display name as sent (never used as a path)' }),
  size: z.number().int(),
  contentType: z.string().meta({ description: 'From the file’s content (magic bytes), never from its name' }),
});
export const ZUploadResult = z.object({ uploadedFiles: z.array(ZUploadedFile) });
export type TUploadResult = z.infer<typeof ZUploadResult>;

/**
 * One uploaded file, as the document declares it: bytes (`format: binary`, and OpenAPI 3.1's
 * `contentMediaType`), so a generated client takes a Blob or File. The server reads the parts as a
 * stream and tells the kind by content; this schema describes them for the document only.
 */
export const ZUploadedBytes = z.string().meta({
  format: 'binary',
  contentMediaType: 'application/octet-stream',
  description: 'A file: its bytes, with its name as the part’s filename',
});

export const ZFileUpload = z
  .object({ files: z.array(ZUploadedBytes).min(1).meta({ description: 'One part per file, each named files' }) })
  .meta({ description: 'multipart/form-data: the field files, repeated' });

export const ZFileItem = z.object({
  Key: z.string().meta({ description: 'The same as key (the name the web app reads)' }),
  key: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  lastModified: z.string().meta({ description: 'ISO 8601' }),
  signedUrl: z.string().meta({ description: 'Opens the file (inline) until it expires' }),
  downloadUrl: z.string().meta({
    description: 'Saves the file under its name (attachment) until it expires: a browser ignores the download attribute on another host’s link, as S3’s',
  }),
  previewUrl: z
    .string()
    .optional()
    .meta({ description: 'An image’s 300 px wide version, what a page shows (images stored before previews existed have none)' }),
});
export const ZFileList = z.object({ items: z.array(ZFileItem) });
export type TFileList = z.infer<typeof ZFileList>;

export const ZPhotoItem = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string().meta({ description: 'The first folder of the key' }),
  url: z
    .object({ original: z.string(), small: z.string(), medium: z.string(), large: z.string(), download: z.string() })
    .meta({ description: 'Signed URLs: the upload and its 300, 600 and 900 px wide versions (inline), and the upload saved under its name (download)' }),
});
export const ZPhotoList = z.object({ items: z.array(ZPhotoItem) });
export type TPhotoList = z.infer<typeof ZPhotoList>;

export const ZFileMessage = z.object({ message: z.string() });

/** A library bucket: the ones a rename is offered in (an order's files are not renamed). */
export const ZLibraryBucket = z.enum(['docs', 'photos', 'videos']);

export const ZRenameBody = z.object({
  name: z.string().max(200).meta({
    description:
      "The new display name: no '/', '\\', '..', control character, not starting with '.', at most 200 bytes. A file keeps its server-chosen <uuid>- prefix.",
  }),
});
export const ZRenameResult = z.object({
  message: z.string(),
  key: z.string().meta({ description: 'The new key of the file, or the new path of the folder' }),
});
export type TRenameResult = z.infer<typeof ZRenameResult>;

/** files.list (tRPC): a bucket and the folders under it, at most two deep as the REST paths. */
export const ZFileListInput = z.object({ bucket: ZRestBucket, folders: z.array(folder).max(2).default([]) });
/** files.remove (tRPC): a file by its key as listed, split at '/' (at most three segments, as the REST paths). */
export const ZFileRemoveInput = z.object({ bucket: ZRestBucket, path: z.array(folder).min(1).max(3) });
/** files.rename (tRPC): a file's key as listed or a folder's path, split at '/', and the new name. */
export const ZFileRenameInput = z.object({ bucket: ZLibraryBucket, path: z.array(folder).min(1).max(3), name: ZRenameBody.shape.name });
