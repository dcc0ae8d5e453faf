import type { OrderLimits } from '@portal/domain/limits/order-limits';
import type { Config } from '../../config';

/** The order limits this deployment runs with (ORDER_MAX_*; the value is configured in whole units of the currency). */
export function orderLimitsOf(config: Config): OrderLimits {
  return {
    maxLines: config.ORDER_MAX_LINES,
    maxQuantity: config.ORDER_MAX_QUANTITY,
    maxCopies: config.ORDER_MAX_COPIES,
    maxValueCents: config.ORDER_MAX_VALUE * 100,
  };
}
