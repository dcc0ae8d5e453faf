import type { TFileList, TPhotoList, TUploadResult } from '@portal/domain/files/file-schemas';
import { uploadMultipart } from './rest-upload';

/**
 * The files REST paths (issue 18): the library's buckets and an order's files (orders/{orderId}).
 * The web uploads through them (multipart, with progress); it lists, renames and deletes through
 * tRPC (files.list, files.photos, files.rename, files.remove).
 */
export type FilesBucket = 'docs' | 'photos' | 'videos' | 'orders';

export type FileItem = TFileList['items'][number];

/**
 * The lists that hold signed links: links live 5 minutes (issue 26, so access lost ends with
 * them), so a page reads its list again before they expire and when the tab is back in focus.
 */
export const signedLinksFreshness = { staleTime: 60_000, refetchInterval: 4 * 60_000, refetchOnWindowFocus: true } as const;
export type PhotoItem = TPhotoList['items'][number];

/** `/api/files/{bucket}/{a}/{b}`, each segment encoded (a folder or name may hold spaces or '#'). */
export function filesPath(bucket: FilesBucket, segments: readonly string[] = []): string {
  return ['/api/files', bucket, ...segments.map(encodeURIComponent)].join('/');
}

/** Uploads `files` into a folder (multipart, field `files`), reporting progress from 0 to 100; rejects with the server's message. */
export function uploadFiles(
  bucket: FilesBucket,
  folders: readonly string[],
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<TUploadResult> {
  return uploadMultipart<TUploadResult>(filesPath(bucket, folders), files, onProgress);
}
