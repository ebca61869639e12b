/** The most an event may cost (the catalog's limit); a larger amount is read as no cost at all. */
export const MAX_COST = 100_000;

const AMOUNT = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** A dollar amount, optionally followed by the other end of a range ("$200-$300", "$200 to 300"). */
const DOLLARS = new RegExp(String.raw`\$\s*(${AMOUNT})(?:\s*(?:-|–|—|to)\s*\$?\s*(${AMOUNT}))?`, 'i');
/** A bare amount: the whole text is a number, maybe with a currency or "per player" after it. */
const BARE = new RegExp(String.raw`^(?:usd\s*)?(${AMOUNT})(?:\s*(?:-|–|—|to)\s*(${AMOUNT}))?(?:\s*(?:usd|dollars?))?(?:\s*(?:\/|per|each|a)\b.*)?$`, 'i');
const FREE = /\b(?:free|no cost|no charge|no fee|complimentary)\b/i;

const amountOf = (written: string): number => Number(written.replace(/,/g, ''));

/**
 * What an event costs, in dollars, from the text of a cost field: "$1,400" → 1400, "$295 per player" → 295,
 * "$200-$300" → 200 (the lower end), "Free"/"No cost"/"$0" → 0; "TBD", "Contact organizer", empty or an amount
 * over 100000 → null (contact the organizer). A free word before any amount wins ("Free for members, $50 others").
 */
export function parseCost(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 && text <= MAX_COST ? text : null;
  const written = text.replace(/\s+/g, ' ').trim();
  if (written === '') return null;
  const money = DOLLARS.exec(written) ?? BARE.exec(written);
  const free = FREE.exec(written);
  if (free && (!money || free.index < money.index)) return 0;
  if (!money) return null;
  const low = amountOf(money[1]);
  const high = money[2] === undefined ? low : amountOf(money[2]);
  const amount = Math.min(low, high);
  if (!Number.isFinite(amount) || amount > MAX_COST) return null;
  return Math.round(amount * 100) / 100;
}
