import { describe, expect, it } from '@jest/globals';
import { anEvent } from './catalog-fixtures';
import { eventsByState, groupColour, groupPlace, groupPoints, mixedColour, typeColours } from './map-groups';

const at = (x: number, y: number, event: string) => ({ x, y, event });

describe('grouping the map dots', () => {
  it('given dots closer than the distance, when grouped, then they share one circle at their mean position', () => {
    const groups = groupPoints([at(100, 100, 'hartford'), at(105, 100, 'new-britain'), at(300, 200, 'richmond'), at(101, 106, 'bristol')], 12);
    expect(groups).toEqual([
      { x: 102, y: 102, events: ['hartford', 'new-britain', 'bristol'] },
      { x: 300, y: 200, events: ['richmond'] },
    ]);
  });

  it('given dots farther apart than the distance, when grouped, then each keeps its own circle, top to bottom then left to right', () => {
    const groups = groupPoints([at(500, 300, 'c'), at(100, 300, 'b'), at(400, 50, 'a')], 12);
    expect(groups.map((group) => group.events)).toEqual([['a'], ['b'], ['c']]);
  });

  it('given a wider map (a smaller distance in map units), when grouped, then close dots come apart', () => {
    const points = [at(100, 100, 'one'), at(120, 100, 'two')];
    expect(groupPoints(points, 30)).toHaveLength(1);
    expect(groupPoints(points, 12)).toHaveLength(2);
  });
});

describe('naming and colouring a group', () => {
  it('names it after its most frequent place', () => {
    const events = [
      anEvent({ city: 'New Britain', state: 'CT' }),
      anEvent({ city: 'Hartford', state: 'CT' }),
      anEvent({ city: 'Hartford', state: 'CT' }),
    ];
    expect(groupPlace(events)).toBe('Hartford, CT');
  });

  it('colours one type by its colour and several types grey', () => {
    expect(groupColour([anEvent({ eventType: 'Clinic' }), anEvent({ eventType: 'Clinic' })])).toBe(typeColours.Clinic);
    expect(groupColour([anEvent({ eventType: 'Clinic' }), anEvent({ eventType: 'Showcase' })])).toBe(mixedColour);
  });

  it('lists the events by state, states in order, each state in the order given', () => {
    const [ct1, pa, ct2] = [anEvent({ state: 'CT' }), anEvent({ state: 'PA' }), anEvent({ state: 'CT' })];
    expect(eventsByState([pa, ct1, ct2])).toEqual([
      ['CT', [ct1, ct2]],
      ['PA', [pa]],
    ]);
  });
});
