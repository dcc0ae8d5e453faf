import { z } from 'zod';
import { numberFromDecimalText } from '../../text/decimal-text';

/** The most copies a deployment may allow a line (ORDER_MAX_COPIES is at most this). */
export const copiesLimit = 999;
const wholeNumber = 'Copies must be a whole number';

/**
 * A line's copies (cartCopies): a number, or a string of decimal digits ("3", not "1e1" or
 * "0x3"), is read; missing or not positive is 1 (portal.md §5 Cart); anything else ("three",
 * true, 2.5) is refused with the field named, never guessed. The most copies is the order's
 * limit (ORDER_MAX_COPIES, orderSizeProblems), checked on every save with one message: a ceiling
 * here too would answer a different number for the same field ('Maximum value is 999' beside
 * 'Maximum value is 100'). A quote prices what it is sent and stores nothing.
 */
export const ZCopies = z
  .union([z.number(), z.string()], { error: wholeNumber })
  .nullish()
  .transform((v) => (v === null || v === undefined ? 1 : numberFromDecimalText(v)))
  .transform((v) => (typeof v === 'number' && v <= 0 ? 1 : v))
  .pipe(z.number({ error: wholeNumber }).int(wholeNumber));
