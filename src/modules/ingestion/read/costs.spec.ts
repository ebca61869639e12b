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
    ['Player (ages 5–12): $25.00 +$0.63 service fee\nParent / Spectator: Free\nTotal $0.00', 25],
    ['$650 per team. The fee includes a $150 non-transferable, non-refundable deposit due at entry.', 650],
    ['Full season $145 ($4.50 booking fee)', 145],
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

describe('a price is a fee to take part, for the player or family', () => {
  it.each([
    ['Camp fee $1,400 ($700 deposit due at registration, balance of $700 due June 1)', 1400],
    ['$1,400; a non-refundable $700 deposit holds your spot', 1400],
    ['$245 per player. Parking: $5 per car', 245],
    ['$120 per player; spectator admission $3 at the gate', 120],
    ['Parking is $5 per vehicle', null],
    ['Spectators: $3', null],
    ['$60 resident / $75 non-resident, plus a $10 late fee after May 1', 60],
    ['Full refund less an administrative fee of $5.00', null],
    ['$50 per person; USA Field Hockey membership ($10) required', 50],
    ['Team fee: $650 per team', 650],
    ['Spectators get in free. Players: $40', 40],
    ['Admission is free for spectators; parking is $5', null],
    ['Early Bird (register by Dec 1, 2026) $195.00 Standard $215.00 Second sibling −$20.00 Applied at checkout', 195],
    ['Full day - $225, half day - $140; each extra child -$15', 140],
    ['Player ticket · Ages 8–12: $40.00 + $1.99 booking fee\nLoaner stick add-on · We bring indoor sticks: $5.00 + $0.64 booking fee', 40],
    ['Goalkeeper ticket: $25.00 + $1.57 booking fee\nPer adult; under 12s watch free\nSpectator ticket · Per adult, under 12s watch free: $5.00', 25],
    ['$160 for the eight-week block. Indoor stick rental is $10 if you don’t own one.', 160],
    ['$65, lunch included. Loaner kits can be rented for $15.', 65],
    ['$295 per camper ($25 goalie gear rental available)', 295],
    ['Stick rental: $10', null],
    ['Sticks can be borrowed, or rented for the whole session for $12 (optional). Fee: $89.00', 89],
    ['Elimination moves and aerial-free indoor passing patterns. Fee: $99', 99],
    ['Free play after each session; $40 per player', 40],
    ['Free for all players', 0],
    // A registration system's fee table: what the system charges per order and the options one may add are no price.
    ['Fee Description · Amount · Resident: $195.00 · Non-Resident: $225.00 · Extended Day add-on, 12:00 - 3:00 pm (optional): $60.00 · Online convenience fee (per transaction): $2.50', 195],
    ['Resident $110.00\nCredit card service charge $3.25\nNon-resident $130.00', 110],
    ['Clinic $45 per player (a $1.75 online processing charge applies)', 45],
    ['Lunch (optional): $8 per day. Camp fee: $150', 150],
    ['$225 per camper. A $20 sibling discount is applied in the cart.', 225],
    ['Cost is $70 for residents and $90 for non-residents. A stick, shin guard and mouth guard package is available through the Recreation Office for $45 for families who need equipment.', 70],
    ['Player fee: $140 (includes reversible pinnie and league insurance)\nUSA Field Hockey Youth Membership is required in addition and purchased on the USA Field Hockey site ($35)\nLate registration after the deadline: add $25, and team placement is not guaranteed', 140],
    ['Loaner stick add-on · We bring indoor sticks in 28"–34" · Sales end Feb 18, 2027 11:59 PM EST: $5.00 + $0.64 booking fee', null],
    ['Full day: $240.00\nHalf day (mornings): $150.00\nEarly drop-off (8:00 AM): $30.00 Optional add-on', 150],
  ])('given %j, when read, then the price is %j', (text, cost) => {
    expect(parseCost(text)).toBe(cost);
  });
});
