/**
 * A number a client sent as text (issue 26): decimal digits, an optional leading minus and an
 * optional fraction after a point, with spaces around them allowed ("96", " 3 ", "0.5", "-1").
 * JavaScript's Number() reads far more ("1e1" is 10, "0x3" is 3, "0b1", "Infinity", "" is 0):
 * a client sending those did not mean a count or a size, so they are never read as one.
 */
const decimal = /^-?\d+(\.\d+)?$/;

/** The number the text writes in decimal digits; anything else is returned as it came, for the schema to refuse with its message. */
export function numberFromDecimalText<T>(value: T): T | number {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return decimal.test(text) ? Number(text) : value;
}
