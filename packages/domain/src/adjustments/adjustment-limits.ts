/**
 * The sizes of an adjustment's texts and files (adjustments-and-pricing §5, §9). The browser
 * shows the counters from these; the server refuses past them.
 */
export const adjustmentLimits = {
  nameMax: 50,
  commentMax: 500,
  reviewerNotesMax: 1000,
  /** An issue's reason (description); the spec gives no limit, so it is bounded like a comment. */
  issueDescriptionMax: 500,
  ralCodeLength: 4,
  /** Issue attachments: at most this many images, each and all together at most these sizes. */
  attachmentFilesMax: 2,
  attachmentFileMb: 5,
  attachmentTotalMb: 50,
  /** A reorder may ask for at most this many of one item (the order form's part quantity bound). */
  quantityMax: 9999,
  /** Lists: the spec gives no page size; 20 as the dealer lists of warranty requests. */
  pageSize: 20,
  adminPageSize: 50,
  shippingAgentMax: 100,
  trackingNumberMax: 100,
} as const;

const mb = 1024 * 1024;

export const attachmentLimits = {
  filesMax: adjustmentLimits.attachmentFilesMax,
  fileBytesMax: adjustmentLimits.attachmentFileMb * mb,
  totalBytesMax: adjustmentLimits.attachmentTotalMb * mb,
  /** Images only (§5 Uploads). */
  extensions: ['gif', 'jpeg', 'jpg', 'png'],
} as const;

/** The upload messages of §5, word for word. */
export const attachmentMessages = {
  tooMany: `You can attach a maximum of ${adjustmentLimits.attachmentFilesMax} files`,
  fileTooLarge: `Maximum file size is ${adjustmentLimits.attachmentFileMb}MB`,
  totalTooLarge: `You can upload maximum ${adjustmentLimits.attachmentTotalMb}MB`,
} as const;

/**
 * The first rule new files break on an issue that already holds `existing` (their sizes in
 * bytes), or null when they may be stored.
 */
export function attachmentProblem(existing: readonly number[], added: readonly number[]): string | null {
  if (existing.length + added.length > attachmentLimits.filesMax) return attachmentMessages.tooMany;
  if (added.some((size) => size > attachmentLimits.fileBytesMax)) return attachmentMessages.fileTooLarge;
  const total = [...existing, ...added].reduce((sum, size) => sum + size, 0);
  if (total > attachmentLimits.totalBytesMax) return attachmentMessages.totalTooLarge;
  return null;
}
