import { describe, expect, it } from '@jest/globals';
import { parseCost } from './costs.js';

describe('reading what an event costs', () => {
  it.each([
    ['$1,400', 1400],
    ['$350.00', 350],
    ['$349.99', 349.99],
    ['$295 per player', 295],
    ['$ 295', 295],
    ['Cost: $150/player', 150],
    ['350', 350],
    ['350 USD', 350],
    ['USD 350', 350],
    ['1,250', 1250],
    ['$200-$300', 200],
    ['$200 – 300', 200],
    ['$300 to $200', 200],
    ['$75 early bird, $95 after June 1', 75],
    ['Free', 0],
    ['FREE!', 0],
    ['No cost', 0],
    ['No charge to attend', 0],
    ['$0', 0],
    ['0', 0],
    ['Free for members, $50 for others', 0],
    ['$50 for others, free for members', 50],
    ['TBD', null],
    ['Contact', null],
    ['Contact organizer', null],
    ['See website', null],
    ['', null],
    ['   ', null],
    [null, null],
    ['$100,001', null],
    ['$100,000', 100000],
    [295, 295],
    [-5, null],
  ])('%j → %j', (text, cost) => {
    expect(parseCost(text)).toBe(cost);
  });
});
