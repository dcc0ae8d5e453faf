import type { CatalogIndex } from '../../catalog/catalog-index';
import type { CatalogItem } from '../../catalog/catalog-types';

/**
 * Portal items: the loose parts the Parts tab offers (GET /api/bc/portalItems). A part is an
 * active item whose category code starts with PART-. Items are grouped into families by the
 * 'Family' attribute, or by display name when the ERP has none; the family's other attributes
 * are its options (Color, Channels, Size…), and every active item is one allowed combination.
 * A combination no active item has is "That option combination is not allowed".
 */
export const partCategoryPrefix = 'PART-';

/** Attributes that describe an item but are not something the dealer chooses. */
const nonOptionAttributes: ReadonlySet<string> = new Set(['Family', 'Length']);

export interface PortalItemCombination {
  options: Record<string, string>;
  itemNo: string;
}

export interface PortalItemFamily {
  /** The family name, also its key (unique across the catalog). */
  name: string;
  /** The category filter's value: the category of the family's first item (by number). */
  itemCategoryCode: string;
  /** Option names, alphabetical; empty for a single item without options. */
  optionNames: string[];
  /** Values offered per option, in natural order ('2"' before '10"'). */
  optionValues: Record<string, string[]>;
  combinations: PortalItemCombination[];
}

export interface PortalItems {
  families: PortalItemFamily[];
  categories: string[];
  family(name: string): PortalItemFamily | undefined;
  /** The item of a complete combination, or undefined when no active item has it. */
  itemFor(familyName: string, options: Record<string, string>): string | undefined;
  /** The family and options of a portal item number (for lines saved by item number). */
  byItemNo(itemNo: string): { family: PortalItemFamily; options: Record<string, string> } | undefined;
}

const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export function familyName(item: CatalogItem): string {
  return item.attributes['Family']?.trim() || item.displayName.trim();
}

function optionsOf(item: CatalogItem): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(item.attributes)) if (!nonOptionAttributes.has(name)) out[name] = value;
  return out;
}

/** A stable key for a complete combination (option names in the family's order). */
function combinationKey(optionNames: string[], options: Record<string, string>): string {
  return optionNames.map((n) => options[n] ?? '').join('\u0000');
}

function build(index: CatalogIndex): PortalItems {
  const parts = index.catalog.items.filter((i) => i.active && i.itemCategoryCode.startsWith(partCategoryPrefix)).sort((a, b) => natural(a.number, b.number));
  const grouped = new Map<string, CatalogItem[]>();
  for (const item of parts) {
    const name = familyName(item);
    grouped.set(name, [...(grouped.get(name) ?? []), item]);
  }
  const families: PortalItemFamily[] = [];
  const lookups = new Map<string, Map<string, string>>();
  const byItem = new Map<string, { family: PortalItemFamily; options: Record<string, string> }>();
  for (const [name, items] of grouped) {
    const optionNames = [...new Set(items.flatMap((i) => Object.keys(optionsOf(i))))].sort(natural);
    const optionValues: Record<string, string[]> = {};
    for (const option of optionNames)
      optionValues[option] = [...new Set(items.map((i) => optionsOf(i)[option]).filter((v): v is string => v !== undefined))].sort(natural);
    const family: PortalItemFamily = { name, itemCategoryCode: items[0]?.itemCategoryCode ?? '', optionNames, optionValues, combinations: [] };
    const lookup = new Map<string, string>();
    for (const item of items) {
      const options = optionsOf(item);
      // An item lacking one of its family's options cannot be chosen through the selectors.
      if (optionNames.some((n) => options[n] === undefined)) continue;
      const key = combinationKey(optionNames, options);
      // Two items with the same options: the lowest number wins, so the choice is stable.
      if (lookup.has(key)) continue;
      lookup.set(key, item.number);
      family.combinations.push({ options, itemNo: item.number });
      byItem.set(item.number, { family, options });
    }
    families.push(family);
    lookups.set(name, lookup);
  }
  families.sort((a, b) => natural(a.name, b.name));
  const byName = new Map(families.map((f) => [f.name, f]));
  return {
    families,
    categories: [...new Set(families.map((f) => f.itemCategoryCode))].sort(natural),
    family: (n) => byName.get(n),
    itemFor: (n, options) => {
      const family = byName.get(n);
      return family ? lookups.get(n)?.get(combinationKey(family.optionNames, options)) : undefined;
    },
    byItemNo: (itemNo) => byItem.get(itemNo),
  };
}

/** Built once per catalog version: the live price calls this on every keystroke. */
const cache = new WeakMap<CatalogIndex, PortalItems>();

export function buildPortalItems(index: CatalogIndex): PortalItems {
  let built = cache.get(index);
  if (!built) {
    built = build(index);
    cache.set(index, built);
  }
  return built;
}
