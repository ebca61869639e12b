/** One bar: what it counts and how many. */
export type Bar = { key: string; label: string; count: number };

/** The key of the bar adding up everything a ranked chart leaves out. */
const restKey = '(rest)';

export function isRest(bar: Bar): boolean {
  return bar.key === restKey;
}

/**
 * The first `shown` bars, and one more adding up the rest under `restLabel`: a ranked chart of fifty states
 * would be unreadable, and the long tail still counts.
 */
export function topWithRest(bars: readonly Bar[], shown: number, restLabel: string): Bar[] {
  if (bars.length <= shown) return [...bars];
  const rest = bars.slice(shown).reduce((sum, bar) => sum + bar.count, 0);
  return [...bars.slice(0, shown), { key: restKey, label: restLabel, count: rest }];
}

/**
 * The bar with the most, the first of equals; undefined when nothing was counted. The rest of a ranked chart is
 * no one thing, so it is never the highest even when it adds up to more.
 */
export function highest(bars: readonly Bar[]): Bar | undefined {
  return bars.reduce<Bar | undefined>(
    (best, bar) => (!isRest(bar) && bar.count > 0 && (!best || bar.count > best.count) ? bar : best),
    undefined,
  );
}
