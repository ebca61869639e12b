import { describe, expect, it } from '@jest/globals';
import { deadlineEventName, isDateOnly, isPlaceText, lineParts, registrationLinkAmong } from './text-clues.js';

describe('telling what a piece of text is', () => {
  it('splits a line at its separators but keeps a date range whole', () => {
    expect(lineParts('Sat, Jul 24 – Sun, Jul 25, 2027 | Spooky Nook, Manheim, PA • $295')).toEqual(['Sat, Jul 24 - Sun, Jul 25, 2027', 'Spooky Nook, Manheim, PA', '$295']);
    expect(lineParts('Fall Showcase – Sept. 18-19, 2027 – Hershey, PA')).toEqual(['Fall Showcase', 'Sept. 18-19, 2027', 'Hershey, PA']);
  });

  it.each([
    ['Saturday, April 17, 2027 9:00 AM', true],
    ['Sun 7/11', true],
    ['Summer Camp June 14', false],
  ])('tells "%s" is a day alone: %s', (text, expected) => {
    expect(isDateOnly(text)).toBe(expected);
  });

  it.each([
    ['Spooky Nook Sports, Manheim, PA', true],
    ['Cypress, TX 77429', true],
    ['Sat, Jan 16, 2027 Manheim, PA', false],
    ['$295, Manheim, PA', false],
    ['Grades 9-12', false],
  ])('tells "%s" is a place: %s', (text, expected) => {
    expect(isPlaceText(text)).toBe(expected);
  });

  it('picks the Register button over a menu item that mentions registration, and a registration platform over a page of the site', () => {
    const page = 'https://club.example/programs/clinic/';
    expect(
      registrationLinkAmong(
        [
          { text: 'Programs & Registration', href: 'https://club.example/programs/' },
          { text: 'Register Now', href: 'https://leaguereg.example/register?program=1' },
        ],
        page,
      ),
    ).toBe('https://leaguereg.example/register?program=1');
    expect(registrationLinkAmong([{ text: 'Contact', href: 'https://club.example/contact' }], page)).toBeNull();
  });

  it('names the event a deadline sentence is about', () => {
    expect(deadlineEventName('Constitution Cup registration closes September 1.')).toBe('Constitution Cup');
    expect(deadlineEventName('Registration closes September 1.')).toBeNull();
  });
});
