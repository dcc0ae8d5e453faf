import { orderLimitBounds } from '@portal/domain/limits/order-limits';
import type { TShellConfig } from '@portal/domain/shell/shell-config';
import { useShellConfig } from '../../../shared/api/use-shell-config';

export type StoreLimits = Pick<TShellConfig['orderLimits'], 'maxLines' | 'maxQuantity' | 'maxCopies'>;

/** Until the config is here: the most the schemas accept, so a field never refuses what the server may allow (a save is checked there anyway). */
export const orderLimitCeilings: StoreLimits = {
  maxLines: orderLimitBounds.maxLines.max,
  maxQuantity: orderLimitBounds.maxQuantity.max,
  maxCopies: orderLimitBounds.maxCopies.max,
};

/** The deployment's order limits the store's fields keep to: the footer's query, so no request of its own. */
export function useOrderLimits(): StoreLimits {
  return useShellConfig().data?.orderLimits ?? orderLimitCeilings;
}
