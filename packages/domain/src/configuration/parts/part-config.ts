import { z } from 'zod';
import type { FieldErrors } from '../../errors/domain-error';
import type { PortalItemFamily, PortalItems } from '../../pricing/parts/portal-items';

/** portal.md §5 Parts: the specification's toast messages, word for word. */
export const partMessages = {
  quantity: 'Please enter a quantity',
  options: 'Please enter all options',
  combination: 'That option combination is not allowed',
  notFound: 'Item not found',
} as const;

/** An option name the part's family does not have (issue 26): refused, never dropped. */
export const unknownPartOptionMessage = (option: string, family: PortalItemFamily) =>
  family.optionNames.length === 0
    ? `${family.name} has no option '${option}': send no options`
    : `${family.name} has no option '${option}': its options are ${family.optionNames.join(', ')}`;

/**
 * The most of one part a deployment may let a line order (ORDER_MAX_QUANTITY is at most this).
 * The schema below has no ceiling of its own: the order's limit, checked on every save, is the one
 * limit a dealer meets, with one message ('Maximum quantity is 1000', never also 'Maximum value is 9999').
 */
export const partQuantityMax = 9999;

/**
 * A part line as the Parts tab sends it: a family with its chosen options, or (a line saved by
 * an older order) an item number. When both are sent the family and options decide, so a
 * stale item number can never override what the dealer chose.
 */
export const ZPartConfig = z
  .object({
    family: z.string().trim().max(200).optional(),
    itemNo: z.string().trim().max(50).optional(),
    options: z.record(z.string().max(100), z.string().max(200)).default({}),
    // Quantity in the cart is at least 1 (portal.md §5); zero, blank or a fraction is not a quantity.
    quantity: z.number({ error: partMessages.quantity }).int(partMessages.quantity).min(1, partMessages.quantity),
  })
  .refine((v) => Boolean(v.family || v.itemNo), { message: partMessages.options, path: ['family'] });
export type TPartConfigInput = z.input<typeof ZPartConfig>;
export type TPartConfig = z.output<typeof ZPartConfig>;

export type PartLineCheck = { ok: true; itemNo: string; family: string | null; options: Record<string, string> } | { ok: false; message: string; path: string };

/**
 * The item a valid part line orders. Checks in the order the toasts read: every option chosen,
 * then the combination exists. An item number alone is passed through: pricing reports an item
 * that is gone ('Item not found') on the line rather than refusing the whole order.
 */
export function checkPartLine(portalItems: PortalItems, config: TPartConfig): PartLineCheck {
  if (config.family) {
    const family = portalItems.family(config.family);
    if (!family) return { ok: false, message: partMessages.notFound, path: 'family' };
    const missing = family.optionNames.find((n) => !config.options[n]?.trim());
    if (missing !== undefined) return { ok: false, message: partMessages.options, path: `options.${missing}` };
    const options = Object.fromEntries(family.optionNames.map((n) => [n, (config.options[n] ?? '').trim()]));
    const itemNo = portalItems.itemFor(family.name, options);
    if (!itemNo) return { ok: false, message: partMessages.combination, path: 'options' };
    return { ok: true, itemNo, family: family.name, options };
  }
  const itemNo = config.itemNo ?? '';
  const known = portalItems.byItemNo(itemNo);
  return { ok: true, itemNo, family: known?.family.name ?? null, options: known?.options ?? {} };
}

/**
 * The option names sent for a part family that the family does not have, each keyed by its path
 * ('options.Colour'), for a 400 naming it: checkPartLine reads only the family's own options, so
 * without this a misspelt option would be ignored and the line priced as if it were not sent.
 * An unknown family is left to checkPartLine ('Item not found'). Orders and reorders both call this.
 */
export function unknownPartOptionErrors(portalItems: PortalItems, part: { family?: string | null; options?: Record<string, string> }): FieldErrors {
  const family = part.family ? portalItems.family(part.family.trim()) : undefined;
  if (!family) return {};
  const known = new Set(family.optionNames);
  return Object.fromEntries(
    Object.keys(part.options ?? {})
      .filter((name) => !known.has(name))
      .map((name) => [`options.${name}`, unknownPartOptionMessage(name, family)]),
  );
}
