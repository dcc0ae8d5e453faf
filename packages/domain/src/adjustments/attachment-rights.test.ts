import { describe, expect, it } from 'vitest';
import { assertMayDeleteImage, assertReviewerKeepsDealersImages, attachmentRightsMessages } from './attachment-rights';

describe('whose images', () => {
  it('each side deletes only what its side attached', () => {
    expect(() => assertMayDeleteImage('requester', 'requester')).not.toThrow();
    expect(() => assertMayDeleteImage('reviewer', 'reviewer')).not.toThrow();
    expect(() => assertMayDeleteImage('reviewer', 'requester')).toThrow(attachmentRightsMessages.dealersImage);
    expect(() => assertMayDeleteImage('requester', 'reviewer')).toThrow(attachmentRightsMessages.reviewersImage);
  });

  it('a reviewer does not drop the dealer’s images by removing a request; the dealer may', () => {
    expect(() => assertReviewerKeepsDealersImages('reviewer', ['reviewer', 'requester'])).toThrow(attachmentRightsMessages.requestHoldsDealersImages);
    expect(() => assertReviewerKeepsDealersImages('reviewer', ['reviewer'])).not.toThrow();
    expect(() => assertReviewerKeepsDealersImages('requester', ['requester', 'reviewer'])).not.toThrow();
  });
});
