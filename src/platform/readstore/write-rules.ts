/** Rules both adapters apply to what they write, so that the memory adapter and MongoDB store the same documents. */

/**
 * Copies a value to be written the way MongoDB stores it: `undefined` becomes null, as BSON writes it (the
 * memory adapter would otherwise keep it, and JSON answers would lose the field). BigInt is refused: mingo cannot
 * compare it and MongoDB hands int64 back as a plain number, a silent change of type (positions are zero-padded
 * strings instead). Only plain objects, arrays and Dates are copied; other values are kept as they are.
 */
export function storableCopy<V>(value: V, collection: string): V {
  return copy(value, collection) as V;
}

function copy(value: unknown, collection: string): unknown {
  if (value === undefined) return null;
  if (typeof value === 'bigint') {
    throw new TypeError(`BigInt values cannot be stored in ${collection}: store them as zero-padded strings`);
  }
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map((item) => copy(item, collection));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, copy(child, collection)]));
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export const UNPINNED = Symbol('unpinned');

/**
 * The value a filter condition pins its field to (`{f: v}` or `{f: {$eq: v}}`), which MongoDB copies into a
 * document inserted by an upsert; UNPINNED for other conditions (`$in`, `$gt`, regular expressions, ...).
 */
export function pinnedValue(condition: unknown): unknown {
  if (condition instanceof RegExp) return UNPINNED;
  if (!isOperatorObject(condition)) return condition;
  const operators = Object.keys(condition);
  return operators.length === 1 && operators[0] === '$eq' ? condition.$eq : UNPINNED;
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    Object.keys(value).some((key) => key.startsWith('$'))
  );
}
