/** A LIKE or ILIKE pattern for text containing `text`, its %, _ and backslash taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
