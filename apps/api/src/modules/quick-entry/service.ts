import type { PortalUser } from '@portal/domain/accounts/user';
import { priceQuickEntry } from '@portal/domain/quick-entry/quick-entry';
import { readQuickEntryLines } from '@portal/domain/quick-entry/quick-entry-lines';
import type { QuickEntryResult, TQuickEntryInput } from '@portal/domain/quick-entry/quick-entry-schemas';
import type { Config } from '../../config';
import { orderLimitsOf } from '../orders/order-limits';
import type { PricingService } from '../pricing/service';
import { retailPricedLine } from '@portal/domain/teams/retail-view';

/**
 * Quick entry on the Parts tab (issue 32, point 4): pasted lines or a CSV file's text read, looked
 * up and priced for the caller. Nothing is stored: the web adds the lines to its cart, and the
 * order's save prices them again.
 */
export function createQuickEntryService(config: Config, pricing: PricingService) {
  const { maxQuantity } = orderLimitsOf(config);
  return {
    async price(caller: PortalUser, input: TQuickEntryInput): Promise<QuickEntryResult> {
      // The text is read first: a refusal of the text as a whole (empty, too many lines) costs no catalog read.
      const reading = readQuickEntryLines(input.lines);
      const result = priceQuickEntry(await pricing.contextFor(caller), reading, { maxQuantity });
      const markups = await pricing.markupsFor(caller);
      return markups ? { ...result, added: result.added.map((line) => retailPricedLine(line, markups.parts, line.quantity)) } : result;
    },
  };
}

export type QuickEntryService = ReturnType<typeof createQuickEntryService>;
