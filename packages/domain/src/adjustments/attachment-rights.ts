import { DomainError } from '../errors/domain-error';
import type { AdjustmentRole } from './adjustment-status';

/**
 * Whose images an issue's images are (issue 26, docs/decisions/adjustments.md): each side deletes only the
 * images its side attached. The dealer's photos are their evidence; a reviewer never deletes them,
 * one by one or by removing the request that holds them (the reviewer rejects it instead).
 */
export const attachmentRightsMessages = {
  dealersImage: 'Only the dealer can delete an image the dealer attached',
  reviewersImage: 'Only a reviewer can delete an image a reviewer attached',
  requestHoldsDealersImages: 'This request holds images the dealer attached: reject it instead of removing it',
} as const;

export function mayDeleteImage(role: AdjustmentRole, addedBy: AdjustmentRole): boolean {
  return role === addedBy;
}

/** 403 naming whose image it is, unless the caller's side attached it. */
export function assertMayDeleteImage(role: AdjustmentRole, addedBy: AdjustmentRole): void {
  if (mayDeleteImage(role, addedBy)) return;
  throw new DomainError('FORBIDDEN', addedBy === 'requester' ? attachmentRightsMessages.dealersImage : attachmentRightsMessages.reviewersImage);
}

/** A reviewer's action that would drop an issue's images (a removed request): refused while the dealer's images are among them. */
export function assertReviewerKeepsDealersImages(role: AdjustmentRole, droppedImagesAddedBy: readonly AdjustmentRole[]): void {
  if (role === 'reviewer' && droppedImagesAddedBy.includes('requester')) throw new DomainError('CONFLICT', attachmentRightsMessages.requestHoldsDealersImages);
}
