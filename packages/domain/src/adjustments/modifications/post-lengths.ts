import { postLengthInches, postLengthsFor, postStyles, type PostLength, type PostStyle } from '../../configuration/roof/roof-options';
import type { Modifications } from '../adjustment-aggregate';
import { checkNumber, numberOf, textOf, type ModificationErrors } from './modification-checks';

/**
 * Posts are cut from stock only (issue 26): 10 ft, 12 ft and the style's third length (8x8: 25 ft;
 * 6x6: 19 ft 4 in), as the order form offers them. A reorder's Feet and Inches must name one of
 * them; any other length is refused, never priced as the ordered post.
 */
export const isPostStyle = (value: string): value is PostStyle => (postStyles as readonly string[]).includes(value);

export function postLengthLabel(length: PostLength): string {
  const inches = postLengthInches[length];
  return inches % 12 === 0 ? `${inches / 12} ft` : `${Math.floor(inches / 12)} ft ${inches % 12} in`;
}

export const postLengthMessage = (style: PostStyle) => `Posts come in stock lengths only: ${postLengthsFor(style).map(postLengthLabel).join(', ')}`;

/** The stock length of Feet and Inches for the style, or null when there is none. */
export function postLengthOf(style: PostStyle, feet: number, inches: number): PostLength | null {
  return postLengthsFor(style).find((l) => postLengthInches[l] === feet * 12 + inches) ?? null;
}

/** The Feet and Inches of a post reorder (all: edited over ordered; a new Feet without Inches is whole feet). */
export function postFeetInches(mods: Modifications, all: Modifications): { feet: number | null; inches: number } {
  const inches = 'Feet' in mods && !('Inches' in mods) ? 0 : (numberOf(all['Inches']) ?? 0);
  return { feet: numberOf(all['Feet']), inches };
}

/** The field error of a post reorder's length, or null (no length sent, an unknown style, or a stock length). */
export function postLengthError(mods: Modifications, all: Modifications): string | null {
  if (!('Feet' in mods || 'Inches' in mods || 'Type' in mods)) return null;
  const style = textOf(all['Type']);
  const { feet, inches } = postFeetInches(mods, all);
  if (!isPostStyle(style) || feet === null) return null;
  return postLengthOf(style, feet, inches) ? null : postLengthMessage(style);
}

/** A post's Feet and Inches (Posts in roofModificationErrors): numbers, and together a stock length of the style. */
export function checkPostModifications(errors: ModificationErrors, mods: Modifications, all: Modifications): void {
  checkNumber(errors, mods, 'Feet', { min: 0, max: 25, whole: true });
  checkNumber(errors, mods, 'Inches', { min: 0, max: 11 });
  const message = postLengthError(mods, all);
  if (message) errors.add('Feet', message);
}
