/** Narrows a string from the server or the URL to a known value of a fixed list (a vocabulary, a state). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((known) => known === value);
}
