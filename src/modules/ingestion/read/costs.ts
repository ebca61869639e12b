/** The most an event may cost (the catalog's limit); a larger amount is read as no cost at all. */
export const MAX_COST = 100_000;

const AMOUNT = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** A dollar amount, optionally followed by the other end of a range ("$200-$300", "$200 to 300"). */
const DOLLARS = new RegExp(String.raw`\$\s?(${AMOUNT})(?:\s?(?:-|–|—|to)\s?\$?\s?(${AMOUNT}))?`, 'gi');
/**
 * Amounts that are no fee to take part: a deposit or a balance (a part of the fee), a discount, a late, extra,
 * administrative or refund fee, parking, spectators' admission, a membership required besides.
 */
const NOT_A_PRICE =
  /^\s?(?:(?:non-?[a-z]+|refundable|required|mandatory)[,\s]+(?:and\s)?){0,3}(?:deposit|(?:service|booking|convenience|ticketing|transaction|platform)\sfees?|discount|sibling\b|off\b|late\b|savings|surcharge|extra|additional|refund|processing|(?:online\s|credit\scard\s)?(?:service|processing|convenience)\scharges?|per\s+(?:additional|extra|car|vehicle|spectator|adult|transaction|order)|(?:for\s)?parking|spectator|admission|at\sthe\s(?:gate|door)|gate\b|balance|administrative|admin\b|membership|fee\sassessed|cancel+ation|withdrawal|transfer)/i;
const NOT_A_PRICE_BEFORE =
  /\+\s?$|−\s?$|\s-$|\bsiblings?\b[^$.;]{0,20}$|(?:deposit|discount|save|savings|late(?:\s[\w-]+)?\sfee|refund|additional|extra|processing fee|parking|spectators?|admission|gate|balance(?:\sof)?|administrative|admin fee|membership|cancel+ation|withdrawal|transfer fee|less)[^$.;]{0,20}$|(?:service|booking|convenience|ticketing|transaction|platform|handling|processing|online|credit\scard)\s(?:fees?|charges?)\b[^$;]{0,24}$|\b(?:add-?ons?|optional)\b[^$.;]{0,30}$|\blate\s(?:registration|entry|entries|sign[\s-]?ups?)\b[^$.;]{0,40}$|\badd\s$|\b(?:total|subtotal|order\stotal)\b[^$\w]{0,5}$/i;
/** Named earlier in its sentence: a membership required besides, or gear sold beside ("a stick and shin guard package is available ... for $45"). */
const MEMBERSHIP_BEFORE = /\b(?:membership|(?:equipment|gear)\s(?:package|kit|bundle)|package\sis\savailable|equipment\sis\savailable)\b[^$.;]{0,100}$|\bpackage\b[^$.;]{0,60}\bavailable\b[^$.;]{0,60}$/i;
/** What renting gear costs ("stick rental is $10", "kits can be rented for $15", "$10 stick rental"): no fee to take part. */
const RENTAL_BEFORE = /\b(?:rentals?|rented|rent|loaners?)\b[^$.;]{0,40}$/i;
const RENTAL_AFTER = /^\s?(?:(?:for\s)?(?:an?\s|the\s)?(?:[a-z-]+\s){0,2})?(?:rentals?|to\srent)\b/i;
/** A bare amount: the whole text is a number, maybe with a currency or "per player" after it. */
const BARE = new RegExp(String.raw`^(?:usd\s?)?(${AMOUNT})(?:\s?(?:-|–|—|to)\s?(${AMOUNT}))?(?:\s?(?:usd|dollars?))?(?:\s?(?:\/|per|each|a)\b.*)?$`, 'i');
/** Free to take part; not a compound ("aerial-free", "nut-free") nor a kind of play ("free play", "free skate"). */
const FREE = /(?<![\w-])(?:free(?![\s-]?(?:play|time|skate|throws?|kicks?|hits?|agents?|style)\b)(?!-)|no cost|no charge|no fee|complimentary)\b/i;

const OTHERS_FEES = /\b(?:spectators?|admission|parking|at\sthe\sgate|per\scar|per\svehicle|observers?|chaperones?|for\s(?:coaches|parents|siblings)|watch(?:es|ing)?\s(?:for\s)?free|add-?ons?)\b/i;

/**
 * The text without its clauses about what others pay (spectators, parking) or what one may add (an add-on): split at
 * sentence ends and semicolons, and at a row's " · " when several of its parts hold an amount (a fee table read as
 * one line: "Resident: $195.00 · Extended Day add-on (optional): $60.00").
 */
function withoutOthersFees(text: string): string {
  if (!OTHERS_FEES.test(text)) return text;
  const parts = text.split(/\s·\s/);
  if (parts.filter((part) => /\$\s?\d/.test(part)).length >= 2) return parts.map(withoutOthersFees).filter((part) => part !== '').join(' · ');
  return text
    .split(/(?<=[.;!?])\s|\s(?=\d\.\s)/)
    .filter((clause) => !OTHERS_FEES.test(clause))
    .join(' ')
    .trim();
}

const amountOf = (written: string): number => Number(written.replace(/,/g, ''));

/** The prices written in a text: every dollar amount (a range's lower end) that is no deposit, discount or fee. */
function pricesIn(text: string): { value: number; index: number }[] {
  const prices: { value: number; index: number }[] = [];
  for (const match of text.matchAll(DOLLARS)) {
    // What stands beside an amount on its own line: the next line's "Late fee" is not this amount's.
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 60).split('\n')[0];
    const before = text.slice(Math.max(0, match.index - 40), match.index).split('\n').pop() ?? '';
    // A membership required besides, named earlier in its sentence ("Membership is required in addition and purchased on the site ($35)").
    const sentence = text.slice(Math.max(0, match.index - 120), match.index).split('\n').pop() ?? '';
    if (NOT_A_PRICE.test(after) || NOT_A_PRICE_BEFORE.test(before) || RENTAL_AFTER.test(after) || RENTAL_BEFORE.test(before) || MEMBERSHIP_BEFORE.test(sentence)) continue;
    const low = amountOf(match[1]);
    const high = match[2] === undefined ? low : amountOf(match[2]);
    // "$0 – $425": some ticket is free (a child's, a spectator's), which says nothing of what taking part costs.
    if (low === 0 && high > 0) continue;
    prices.push({ value: Math.min(low, high), index: match.index });
  }
  return prices;
}

/**
 * What an event costs, in dollars, from the text of a cost field or a sentence: the lowest price written ("$1,400" →
 * 1400, "$295 per player" → 295, "$745 overnight / $545 commuter" → 545, "$200-$300" → 200), leaving out deposits,
 * discounts and extra fees; "Free"/"No cost"/"$0" → 0; "TBD", "Contact organizer", empty or an amount over 100000 →
 * null (contact the organizer). A free word before any amount wins ("Free for members, $50 others").
 */
export function parseCost(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 && text <= MAX_COST ? text : null;
  // What spectators, parking or the gate cost says nothing of the fee to take part, not even when it is "free".
  const written = text
    .slice(0, 5_000)
    .split('\n')
    .map((line) => withoutOthersFees(line.replace(/\s+/g, ' ').trim()))
    .filter((line) => line !== '')
    .join('\n');
  if (written === '') return null;
  const prices = pricesIn(written);
  const bare = prices.length === 0 ? BARE.exec(written) : null;
  const free = FREE.exec(written);
  const firstAt = prices.length > 0 ? prices[0].index : bare ? 0 : -1;
  if (free && (firstAt === -1 || free.index < firstAt)) return 0;
  let amount: number;
  if (prices.length > 0) amount = Math.min(...prices.map((price) => price.value));
  else if (bare) amount = Math.min(amountOf(bare[1]), bare[2] === undefined ? Infinity : amountOf(bare[2]));
  else return null;
  if (!Number.isFinite(amount) || amount > MAX_COST) return null;
  return Math.round(amount * 100) / 100;
}

/** A price given for a team ("Team Cost: $335", "$1,450 team registration fee", "$600 per team"). */
const TEAM_PRICE = /\bteams?\b/i;
/**
 * A sentence giving what one player pays ("Individual registration is $70 per player", "house team players register
 * individually for $450 each"): a fee to take part for the player, which a page's team fee does not replace.
 */
const PLAYER_PRICE = /\b(?:individual(?:ly|s)?|per\s(?:player|athlete|camper|participant|person)|each\s(?:player|athlete)|single\splayers?|free\sagents?|house[\s-]team\splayers?)\b/i;

/**
 * The fee one player pays, when the cost read is a team's and the event's text also prices a player on their own
 * ("Team Cost: $335" and "Individual registration is $70 per player"): the lowest such fee and its sentence. Null when
 * the cost read is no team's, or the text prices no player.
 */
export function playerFeeBesideTeamFee(cost: string | null, texts: readonly (string | null)[]): { value: number; text: string } | null {
  if (cost === null || !TEAM_PRICE.test(cost) || PLAYER_PRICE.test(cost)) return null;
  let best: { value: number; text: string } | null = null;
  for (const text of texts) {
    for (const sentence of (text ?? '').slice(0, 20_000).split(/(?<=[.;!?])\s|\n/)) {
      if (!PLAYER_PRICE.test(sentence) || !/\$\s?\d/.test(sentence)) continue;
      const value = parseCost(sentence);
      if (value !== null && value > 0 && (best === null || value < best.value)) best = { value, text: sentence.trim() };
    }
  }
  return best;
}
