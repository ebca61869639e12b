import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id derived from a natural key: the same key always gives the same id. Used where a retry or a
 * redelivery must land on what the first attempt wrote (an imported row, a scraped event, a Stripe event).
 */
export function uuidFromKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
