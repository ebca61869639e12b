import { describe, expect, it } from '@jest/globals';
import { isOrganizationName, namesAnotherYear, notAnEventName } from './event-name.js';

describe('an event name names an event', () => {
  it.each([
    'Withdrawal:',
    'Rosters:',
    'Check-in:',
    '9:00 am - 12:00 pm',
    'Saturdays 9-11 AM',
    'Time & Location',
    'Beginning Date',
    'Ending Date',
    'Meeting Dates',
    'Activity Notes',
    'Internet Registration',
    'Spring registration opens February 1',
    'Merrow Field Hockey Camps 2027',
    '2027 Owls Summer Camps',
    'Rosters',
    'Find an Event',
    'Upcoming Events',
    'Refund Policy',
    'TOURNAMENT DETAILS',
    'Tournaments',
    'Upcoming Camps & Clinics',
    '2027 Summer Camps',
    'Camp Information',
    'online entry form',
    'Date',
    'Day/Time',
    'Dates & Times',
    'Recreation',
    'Parks & Recreation',
    'Program Details',
    'Tickets',
    'End Date',
    'Registration Closes',
    'Pickup',
    'Spring 2027',
    'Volunteers Needed: Summer Futures Showcase',
    '2027 Board of Directors Election',
    'Past programs',
    'Activity #: 3104.201',
    'Event Date',
    'Registration Options',
    'Spring Season Parent Info Night',
    'OH 43210 Camp',
    'Columbus Day',
    'Independence Day',
    "Presidents' Day Weekend",
    'MAFHA Annual General Meeting',
    'Board of Directors Meeting',
    'End of Season Awards Banquet',
    'Gear Swap & Pancake Breakfast',
    'Equipment Swap',
    'Team Car Wash',
    'Webinar: Navigating the Recruiting Calendar',
  ])(
    'given %j, when read as a name, then it is no event',
    (name) => {
      expect(notAnEventName(name)).not.toBeNull();
    },
  );

  it.each(['Summer Skills Camp', 'Summer Camp', 'Fall Clinic: Grades 3-8', 'U16 Winter Indoor League', 'Rosters Night Showcase at Penn', 'Time Warp Invitational', 'Winter Block Clinics', 'summer skills camp', 'Goalie Night', 'Friday Night Lights Showcase'])('given %j, when read as a name, then it may be an event', (name) => {
    expect(notAnEventName(name)).toBeNull();
  });
});

describe('a name written for another year', () => {
  it('given a 2025 title for a camp held in 2027, then it names another year', () => {
    expect(namesAnotherYear('2025 Summer Field Hockey Camp', '2027-06-14', '2027-06-17')).toBe(true);
  });

  it.each([
    ['2027 Summer Camp', '2027-06-14', null],
    ['Class of 2029 Showcase', '2027-06-14', null],
    ['2026-27 Winter League', '2027-01-09', '2027-02-27'],
    ['Elite Camp', '2027-06-14', null],
  ])('given %j, then it names the event own year or none', (name, start, end) => {
    expect(namesAnotherYear(name, start, end)).toBe(false);
  });
});

describe('a name that is only the organization', () => {
  it('given the town athletic association named over its clinic, then it is the organization name', () => {
    expect(isOrganizationName('Westfield Athletic Association', 'Westfield Recreation')).toBe(true);
    expect(isOrganizationName('Westfield Recreation', 'Westfield Recreation')).toBe(true);
  });

  it('given a name holding the kind of event, then it names the event', () => {
    expect(isOrganizationName('Westfield Field Hockey Clinic', 'Westfield Recreation')).toBe(false);
    expect(isOrganizationName('Keystone FHC Summer Camp', 'Keystone FHC')).toBe(false);
  });
});
