import { commentIssue } from './comment-issue';
import { createAdjustment } from './create-adjustment';
import { deleteAdjustment } from './delete-adjustment';
import { deleteIssueAttachment } from './delete-issue-attachment';
import { fileIssueWarranty } from './file-issue-warranty';
import { getAdjustment } from './get-adjustment';
import { listAdjustments } from './list-adjustments';
import { listAdminAdjustments } from './list-admin-adjustments';
import { listIssueAttachments } from './list-issue-attachments';
import { openIssue } from './open-issue';
import { removeIssueRequest } from './remove-issue-request';
import { updateAdjustment } from './update-adjustment';
import { updateIssue } from './update-issue';

/**
 * Order adjustments (adjustments-and-pricing §7, issue 19): file, list, view, change the status or
 * notes, delete; open an issue, set or remove its request, file a warranty, comment, list and
 * remove its images. The images' upload is a byte stream (transport/streams/adjustments.ts).
 */
export const adjustmentsOperations = {
  create: createAdjustment,
  list: listAdjustments,
  adminList: listAdminAdjustments,
  get: getAdjustment,
  update: updateAdjustment,
  remove: deleteAdjustment,
  openIssue,
  updateIssue,
  removeRequest: removeIssueRequest,
  fileWarranty: fileIssueWarranty,
  comment: commentIssue,
  attachments: listIssueAttachments,
  removeAttachment: deleteIssueAttachment,
};
