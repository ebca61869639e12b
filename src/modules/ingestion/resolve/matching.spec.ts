import { describe, expect, it } from '@jest/globals';
import {
  type Candidate,
  comparableName,
  crossSourceMatch,
  datesOverlap,
  isOwnSite,
  movedFrom,
  nameSimilarity,
  organizersCompatible,
} from './matching.js';

const details = (overrides: Partial<Candidate['details']> = {}): Candidate['details'] => ({
  name: 'Summer Showcase',
  startDate: '2027-06-12',
  endDate: '2027-06-13',
  city: 'Allentown',
  state: 'PA',
  ageLevel: 'U19',
  organizer: 'Lehigh Valley Storm',
  ...overrides,
});

const candidate = (id: string, overrides: Partial<Candidate['details']> = {}, scraperId = 'club'): Candidate => ({
  id,
  details: details(overrides),
  sources: [{ scraperId, sourceKey: `https://club.example/events#${id}`, own: true }],
  isCancelled: false,
  isVanished: false,
  keptApartFrom: [],
  scraped: true,
});

const none = () => false;

describe('comparable names', () => {
  it('drop the year, "annual", ordinals, punctuation, accents and "field hockey"', () => {
    expect(comparableName('2027 Summer Showcase')).toBe('summer showcase');
    expect(comparableName('The 5th Annual Summer Showcase!')).toBe('summer showcase');
    expect(comparableName('Field Hockey Summer Showcase')).toBe('summer showcase');
    expect(comparableName('Clínic & Camp')).toBe('clinic camp');
    expect(nameSimilarity('Winter Classic', 'Winter Classic Tournament')).toBeCloseTo(2 / 3);
    expect(nameSimilarity('Goalkeeper Clinic', 'Summer Showcase')).toBe(0);
  });

  it('date ranges overlap on a shared day, a one-day event on its day', () => {
    expect(datesOverlap({ startDate: '2027-06-12', endDate: '2027-06-13' }, { startDate: '2027-06-13', endDate: null })).toBe(true);
    expect(datesOverlap({ startDate: '2027-06-12', endDate: null }, { startDate: '2027-06-13', endDate: '2027-06-14' })).toBe(false);
  });

  it('organizers are compatible when unknown or when one’s words are all in the other’s', () => {
    expect(organizersCompatible('LV Storm', 'LV Storm Field Hockey Club')).toBe(true);
    expect(organizersCompatible(null, 'Anyone')).toBe(true);
    expect(organizersCompatible('Keystone Field Hockey', 'Lehigh Valley Storm')).toBe(false);
    expect(isOwnSite(null, 'Lehigh Valley Storm')).toBe(true);
    expect(isOwnSite('Keystone Field Hockey', 'PA Calendar')).toBe(false);
  });
});

describe('crossSourceMatch', () => {
  it('the same name, place, days, ages and organizer on another source is the same event', () => {
    const found = crossSourceMatch(details({ name: '2027 Summer Showcase', endDate: null }), [candidate('a')], none);
    expect(found).toEqual({ kind: 'same', candidate: expect.objectContaining({ id: 'a' }) });
  });

  it('is not the same event in another town, for another age group, of another organizer, or on other days', () => {
    expect(crossSourceMatch(details({ city: 'Pittsburgh' }), [candidate('a')], none)).toMatchObject({ kind: 'probable' });
    expect(crossSourceMatch(details({ ageLevel: 'U14' }), [candidate('a')], none)).toBeNull();
    expect(crossSourceMatch(details({ organizer: 'Keystone Field Hockey' }), [candidate('a')], none)).toMatchObject({ kind: 'probable' });
    expect(crossSourceMatch(details({ startDate: '2027-06-19', endDate: '2027-06-20' }), [candidate('a')], none)).toBeNull();
    expect(crossSourceMatch(details({ state: 'NJ' }), [candidate('a')], none)).toBeNull();
  });

  it('a name alike on the same days in the same town is a probable duplicate, one unlike it is nothing', () => {
    expect(crossSourceMatch(details({ name: 'Summer Showcase Weekend' }), [candidate('a')], none)).toMatchObject({ kind: 'probable', candidate: { id: 'a' } });
    expect(crossSourceMatch(details({ name: 'Goalkeeper Clinic' }), [candidate('a')], none)).toBeNull();
  });

  it('compares names without the organizer’s words: a calendar’s "LV Storm Summer Showcase" is the club’s "Summer Showcase"', () => {
    const found = crossSourceMatch(details({ name: 'LV Storm Summer Showcase', organizer: 'LV Storm' }), [candidate('a', { organizer: 'LV Storm' })], none);
    expect(found).toEqual({ kind: 'same', candidate: expect.objectContaining({ id: 'a' }) });
    // A name that is nothing but the organizer's is compared whole.
    expect(crossSourceMatch(details({ name: 'LV Storm', organizer: 'LV Storm' }), [candidate('a', { name: 'Storm', organizer: 'LV Storm' })], none)?.kind).not.toBe('same');
  });

  it('leaves out what it is told to (the source’s own listings, those claimed this run)', () => {
    expect(crossSourceMatch(details(), [candidate('a')], (each) => each.id === 'a')).toBeNull();
  });
});

describe('movedFrom', () => {
  it('takes the nearest listing of the same name within six weeks; never one farther, cancelled, or of another age group', () => {
    const old = candidate('old', { startDate: '2027-06-05', endDate: '2027-06-06' });
    const older = candidate('older', { startDate: '2027-05-20', endDate: null });
    expect(movedFrom(details(), [older, old])?.id).toBe('old');
    expect(movedFrom(details({ startDate: '2027-08-01', endDate: null }), [old])).toBeNull();
    expect(movedFrom(details(), [{ ...old, isCancelled: true }])).toBeNull();
    expect(movedFrom(details({ ageLevel: 'U14' }), [old])).toBeNull();
    expect(movedFrom(details({ name: 'Goalkeeper Clinic' }), [old])).toBeNull();
  });
});
