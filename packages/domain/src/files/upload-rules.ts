import { attachmentLimits } from '../adjustments/adjustment-limits';
import { DomainError } from '../errors/domain-error';
import { oneLineName } from '../text/one-line-name';

/**
 * What may be uploaded where (issue 18; adjustments-and-pricing.md §5): the kinds are decided by
 * the file's content (magic bytes), never by its name or the browser's type.
 */
export const fileBuckets = ['docs', 'photos', 'videos', 'orders', 'attachments'] as const;
export type FileBucket = (typeof fileBuckets)[number];

/** A kind the server recognises by content, with the Content-Type it is stored and served as. */
export const fileKinds = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;
export type FileKind = keyof typeof fileKinds;

const images: readonly FileKind[] = ['gif', 'jpg', 'png'];
/** An image, whatever bucket it goes to: checked by its decoded size and given bounded previews. */
export const isImageKind = (kind: FileKind) => images.includes(kind);
const pdfAndImages: readonly FileKind[] = ['pdf', ...images];

export const allowedKinds: Record<FileBucket, readonly FileKind[]> = {
  photos: images,
  docs: pdfAndImages,
  videos: ['mp4', 'webm'],
  orders: pdfAndImages,
  // An adjustment issue's photos (adjustments-and-pricing §5: images only).
  attachments: images,
};

/** Words for a refusal: 'PDF, GIF, JPEG or PNG'. */
export function kindsInWords(bucket: FileBucket): string {
  const words = allowedKinds[bucket].map((k) => (k === 'jpg' ? 'JPEG' : k === 'webm' ? 'WebM' : k.toUpperCase()));
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

const mb = 1024 * 1024;

/** The spec's defaults: 25 files, 10 MB each, 20 MB in one upload. */
export const defaultUploadLimits: UploadLimits = { maxFiles: 25, maxFileBytes: 10 * mb, maxTotalBytes: 20 * mb };

/**
 * The limits of one upload into `bucket`. Videos have their own size from configuration
 * (VIDEO_MAX_MB), for one file and for the whole upload alike: a training video is one file.
 */
export function uploadLimitsFor(bucket: FileBucket, videoMaxMb: number): UploadLimits {
  if (bucket === 'videos') return { ...defaultUploadLimits, maxFileBytes: videoMaxMb * mb, maxTotalBytes: videoMaxMb * mb };
  // An adjustment issue's images (§5 Issue attachments): the issue's own limits, checked again against what it holds.
  if (bucket === 'attachments')
    return { maxFiles: attachmentLimits.filesMax, maxFileBytes: attachmentLimits.fileBytesMax, maxTotalBytes: attachmentLimits.totalBytesMax };
  return defaultUploadLimits;
}

const inMb = (bytes: number) => Math.floor(bytes / mb);

/** The spec's messages (adjustments-and-pricing.md §5), each naming the file where there is one. */
export const uploadMessages = {
  fileTooLarge: (name: string, limits: UploadLimits) => `${name}: Maximum file size is ${inMb(limits.maxFileBytes)}MB`,
  tooManyFiles: (limits: UploadLimits) => `You can attach a maximum of ${limits.maxFiles} files`,
  totalTooLarge: (name: string, limits: UploadLimits) => `${name}: You can upload maximum ${inMb(limits.maxTotalBytes)}MB`,
  wrongKind: (name: string, bucket: FileBucket) => `${name}: only ${kindsInWords(bucket)} files can be uploaded here (checked by the file's content)`,
  noFiles: 'Choose at least one file to upload (multipart/form-data, field files)',
  tooManyPixels: (name: string, maxPixels: number) => `${name}: the image is too large (more than ${Math.round(maxPixels / 1e6)} megapixels)`,
  unreadableImage: (name: string) => `${name}: the image could not be read`,
  tooManyUploads: 'You have uploaded a lot in a short time. Please wait a few minutes and try again.',
};

/** The kind `detected` by content if `bucket` takes it; otherwise a refusal naming the file. */
export function assertAllowedKind(bucket: FileBucket, name: string, detected: string | undefined): FileKind {
  const kind = allowedKinds[bucket].find((k) => k === detected);
  if (!kind) throw new DomainError('BAD_INPUT', uploadMessages.wrongKind(name, bucket), { files: uploadMessages.wrongKind(name, bucket) });
  return kind;
}

/** Longest display name kept (bytes): the key adds a folder path and a 37-character prefix. */
export const maxFileNameBytes = 200;

// C0 and C1 control characters (NUL among them) and DEL.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

function unsafeNameReason(name: string): string | undefined {
  if (name.trim() === '') return 'the name is empty';
  if (controlCharacters.test(name)) return 'the name holds a control character';
  if (name.includes('/') || name.includes('\\')) return "the name holds '/' or '\\'";
  if (name.includes('..')) return "the name holds '..'";
  if (name.startsWith('.')) return "the name starts with '.'";
  if (utf8Bytes(name) > maxFileNameBytes) return `the name is longer than ${maxFileNameBytes} bytes`;
  return undefined;
}

/**
 * The display name of an uploaded file: kept as sent (the last part of the stored key, after a
 * server-chosen id), never used as a path. Names that could be read as one are refused, naming
 * the file.
 */
export function assertSafeFileName(sent: string): string {
  const name = oneLineName(sent);
  const why = unsafeNameReason(name);
  if (why) {
    const message = `${JSON.stringify(name.replace(controlCharacters, '?').slice(0, 100))}: ${why}; rename the file and upload it again`;
    throw new DomainError('BAD_INPUT', message, { files: message });
  }
  return name;
}

/** A folder of the URL (/api/files/{bucket}/{a}/{b}): the same rules as a name. */
export function assertSafeFolder(folder: string): string {
  const why = unsafeNameReason(folder);
  if (why)
    throw new DomainError('BAD_INPUT', `Folder ${JSON.stringify(folder.replace(controlCharacters, '?').slice(0, 100))}: ${why.replace('the name', 'it')}`, {
      folder: why,
    });
  return folder;
}

/**
 * The new name of a renamed file or folder (`name` of the body): the same rules as an upload's
 * name and a folder's, the refusal naming the field.
 */
export function assertSafeNewName(sent: string): string {
  const name = oneLineName(sent);
  const why = unsafeNameReason(name);
  if (why)
    throw new DomainError('BAD_INPUT', `Name ${JSON.stringify(name.replace(controlCharacters, '?').slice(0, 100))}: ${why.replace('the name', 'it')}`, {
      name: why,
    });
  return name;
}

/** The extensions a kind is known by; the first is the one a name gets. */
const extensionsOf: Record<FileKind, readonly string[]> = { gif: ['gif'], jpg: ['jpg', 'jpeg'], png: ['png'], pdf: ['pdf'], mp4: ['mp4'], webm: ['webm'] };
const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase();

/**
 * The name a file is stored and served under: its extension follows its content, so a PDF sent
 * as 'report.pdf.html' is 'report.pdf' and a PNG sent as 'plan.pdf' is 'plan.png'.
 */
export function nameForKind(name: string, kind: FileKind): string {
  const known = extensionsOf[kind];
  const ext = extensionOf(name);
  if (ext !== undefined && known.includes(ext)) return name;
  const base = ext === undefined ? name : name.slice(0, -ext.length - 1);
  const baseExt = extensionOf(base);
  return baseExt !== undefined && known.includes(baseExt) ? base : `${base}.${known[0]}`;
}

/** The kind a stored file was given at upload, by the Content-Type it is served as. */
export function kindOfContentType(contentType: string): FileKind | undefined {
  return (Object.keys(fileKinds) as FileKind[]).find((kind) => fileKinds[kind] === contentType);
}

/** Most files a folder rename moves (each photo's versions besides): the work of one request stays bounded. */
export const maxFilesRenamedAtOnce = 500;

/** Spaces and invisible characters a folder name may start with ('\u00a0Sales', '\u200bSales'). */
const leadingBlanks = /^[\s\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]+/;

/**
 * Administrators see every video folder; others never a top-level folder starting with 'Sales',
 * whatever its case, width or the spaces before it ('SALES', 'sales', ' Sales', 'Ｓａｌｅｓ').
 */
export function isHiddenVideoKey(key: string, isAdmin: boolean): boolean {
  return !isAdmin && key.split('/')[0]!.normalize('NFKC').replace(leadingBlanks, '').toLowerCase().startsWith('sales');
}

/** Widths of a photo's generated versions (portal.md §2 Library). */
export const photoWidths = { small: 300, medium: 600, large: 900 } as const;
export type PhotoSize = keyof typeof photoWidths;

/** Far below sharp's default (268 MP): a decompression bomb is refused before it is decoded. */
export const maxPhotoPixels = 40_000_000;

/**
 * What one account may upload in an hour: a library refresh is a few hundred files, a few
 * training videos; a script holding a token is stopped within minutes.
 */
export interface HourlyUploadRules {
  filesPerHour: number;
  megabytesPerHour: number;
}

export const defaultHourlyUploadRules: HourlyUploadRules = { filesPerHour: 500, megabytesPerHour: 5000 };
