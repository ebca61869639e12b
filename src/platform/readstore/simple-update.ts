import { isEqual } from 'mingo/util';

type Fields = Record<string, unknown>;

const SIMPLE_OPERATORS = new Set(['$set', '$inc', '$unset', '$push', '$addToSet', '$pull']);

/**
 * Applies the modifiers projections write most (`$set`, `$inc`, `$unset`, `$push`, `$addToSet`, `$pull` on
 * top-level fields with plain values) to a shallow copy of `doc`, without mingo's updater, which rebuilds its
 * operator tables on every call and so dominated the cost of a replay. Returns null whenever the modifier needs
 * the full updater: dotted or positional paths, `$each`, query conditions in `$pull`, `_id`, a field named twice,
 * or a type mismatch for mingo to report. A differential test holds it to mingo's results.
 */
export function simpleUpdate(doc: Fields, modifier: object): { doc: Fields; modified: boolean } | null {
  const operations = Object.entries(modifier);
  if (operations.length === 0) return null;
  const named = new Set<string>();
  for (const [operator, fields] of operations) {
    if (!SIMPLE_OPERATORS.has(operator) || !isPlainObject(fields)) return null;
    for (const [field, value] of Object.entries(fields)) {
      if (field === '_id' || field.includes('.') || field.startsWith('$') || named.has(field)) return null;
      named.add(field);
      if (!fits(operator, value, doc[field])) return null;
    }
  }

  const next: Fields = { ...doc };
  let modified = false;
  for (const [operator, fields] of operations) {
    for (const [field, value] of Object.entries(fields as Fields)) {
      const present = Object.hasOwn(next, field);
      const current = next[field];
      switch (operator) {
        case '$set':
          if (!present || !isEqual(current, value)) {
            next[field] = value;
            modified = true;
          }
          break;
        case '$unset':
          if (present) {
            delete next[field];
            modified = true;
          }
          break;
        case '$inc':
          if (!present || value !== 0) {
            next[field] = present ? (current as number) + (value as number) : value;
            modified = true;
          }
          break;
        case '$push':
          next[field] = [...((current as unknown[] | undefined) ?? []), value];
          modified = true;
          break;
        case '$addToSet': {
          const list = (current as unknown[] | undefined) ?? [];
          if (!present || !list.some((item) => isEqual(item, value))) {
            next[field] = [...list, value];
            modified = true;
          }
          break;
        }
        case '$pull': {
          if (!Array.isArray(current)) break;
          const kept = current.filter((item) => !isEqual(item, value));
          if (kept.length !== current.length) {
            next[field] = kept;
            modified = true;
          }
          break;
        }
      }
    }
  }
  return { doc: next, modified };
}

/** Whether the operator's plain semantics apply to this value and the field's current content. */
function fits(operator: string, value: unknown, current: unknown): boolean {
  switch (operator) {
    case '$inc':
      return typeof value === 'number' && (current === undefined || typeof current === 'number');
    case '$push':
    case '$addToSet':
      return !hasOperatorKeys(value) && (current === undefined || Array.isArray(current));
    case '$pull':
      return (typeof value !== 'object' || value === null) && (current === undefined || Array.isArray(current));
    default:
      return true;
  }
}

function isPlainObject(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function hasOperatorKeys(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));
}
