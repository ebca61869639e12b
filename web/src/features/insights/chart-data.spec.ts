import { describe, expect, it } from '@jest/globals';
import { highest, topWithRest, type Bar } from './chart-data';

const bars = (counts: number[]): Bar[] => counts.map((count, index) => ({ key: `k${index}`, label: `L${index}`, count }));

describe('ranked bars', () => {
  it('given more bars than shown, when ranked, then the rest are added up into one last bar', () => {
    expect(topWithRest(bars([9, 7, 5, 3, 1]), 2, 'Other states')).toEqual([
      { key: 'k0', label: 'L0', count: 9 },
      { key: 'k1', label: 'L1', count: 7 },
      { key: '(rest)', label: 'Other states', count: 9 },
    ]);
  });

  it('given no more bars than shown, when ranked, then they are kept as they are', () => {
    expect(topWithRest(bars([4, 2]), 2, 'Other states')).toEqual(bars([4, 2]));
    expect(topWithRest([], 15, 'Other states')).toEqual([]);
  });

  it('given counts, when the highest is asked, then it is the first of the largest; none when all are zero', () => {
    expect(highest(bars([1, 6, 6, 2]))?.label).toBe('L1');
    expect(highest(bars([0, 0]))).toBeUndefined();
  });

  it('given a rest bar adding up to more than any one, when the highest is asked, then it is still a real one', () => {
    const ranked = topWithRest(bars([5, 4, 3, 3, 3]), 2, 'Other states');
    expect(highest(ranked)?.label).toBe('L0');
  });
});
