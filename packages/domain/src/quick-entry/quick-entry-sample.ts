import type { PortalItemFamily, PortalItems } from '../pricing/parts/portal-items';

/** A CSV column: quoted when it holds a separator, a quote or spaces at an end (a size of 2" is "Size=2"""). */
const column = (text: string) => (/[",\t\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const row = (...columns: string[]) => columns.map(column).join(',');
const optionsText = (family: PortalItemFamily, options: Record<string, string>) => family.optionNames.map((name) => `${name}=${options[name] ?? ''}`).join(';');

/**
 * The sample file the Parts tab offers for quick entry, from the caller's own catalog so every
 * line of it adds: a header, an item by its number, a family with its options, and a family
 * without options. Plain CSV (commas, a line feed after each line), which a spreadsheet opens.
 */
export function quickEntrySample(portalItems: PortalItems): string {
  const withOptions = portalItems.families.filter((f) => f.optionNames.length > 0 && f.combinations.length > 0);
  const withoutOptions = portalItems.families.find((f) => f.optionNames.length === 0 && f.combinations.length > 0);
  const byNumber: PortalItemFamily | undefined = withOptions[0] ?? withoutOptions;
  const byFamily = withOptions[1] ?? withOptions[0];
  const lines = [row('item number', 'quantity', 'options')];
  const numbered = byNumber?.combinations[0];
  if (numbered) lines.push(row(numbered.itemNo, '2'));
  const chosen = byFamily?.combinations.at(-1);
  if (byFamily && chosen) lines.push(row(byFamily.name, '1', optionsText(byFamily, chosen.options)));
  if (withoutOptions && withoutOptions !== byNumber) lines.push(row(withoutOptions.name, '3'));
  return `${lines.join('\n')}\n`;
}
