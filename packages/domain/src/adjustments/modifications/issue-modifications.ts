import type { FieldErrors } from '../../errors/domain-error';
import type { Modifications } from '../adjustment-aggregate';
import { isRoofIssueType, type ItemType } from '../issue-types';
import { withoutPriceKeys } from '../reviewer-price';
import type { ModificationContext } from './modification-checks';
import { partModificationErrors } from './part-modifications';
import { roofModificationErrors } from './roof-modifications';
import { screenModificationErrors } from './screen-modifications';

/** Price (and who entered it) is the server's to compute (reorder) or remove (warranty): a sent one is never read as a modification. */
export const withoutPrice = withoutPriceKeys;

/** The field errors of an issue's modifications by its kind and type (empty when valid). */
export function modificationErrors(itemType: ItemType, issueType: string, mods: Modifications, context: ModificationContext): FieldErrors {
  const sent = withoutPrice(mods);
  if (itemType === 'Screen') return screenModificationErrors(sent, context, issueType);
  if (itemType === 'Roof') return isRoofIssueType(issueType) ? roofModificationErrors(issueType, sent, context) : { issueType: 'Unknown issue type' };
  return partModificationErrors(sent, context);
}
