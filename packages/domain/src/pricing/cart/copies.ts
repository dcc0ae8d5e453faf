import { z } from 'zod';

export const copiesLimit = 999;
const wholeNumber = 'Copies must be a whole number';

/** "3" from a form field or a script is 3; what is not a number stays as it is, for the schema to refuse. */
const asNumber = (v: string | number) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);

/**
 * A line's copies (cartCopies): a number, or a string holding one, is read; missing or not
 * positive is 1 (portal.md §5 Cart); anything else ("three", true, 2.5) is refused with the
 * field named, never guessed.
 */
export const ZCopies = z
  .union([z.number(), z.string()], { error: wholeNumber })
  .nullish()
  .transform((v) => (v === null || v === undefined ? 1 : asNumber(v)))
  .transform((v) => (typeof v === 'number' && v <= 0 ? 1 : v))
  .pipe(z.number({ error: wholeNumber }).int(wholeNumber).max(copiesLimit, `Maximum value is ${copiesLimit}`));
