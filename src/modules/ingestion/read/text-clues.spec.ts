import { describe, expect, it } from '@jest/globals';
import { deadlineEventName, isCancelledLine, isDateOnly, isDeadlineText, isPlaceText, lineParts, registrationLinkAmong } from './text-clues.js';

describe('telling what a piece of text is', () => {
  it('splits a line at its separators but keeps a date range whole', () => {
    expect(lineParts('Sat, Jul 24 – Sun, Jul 25, 2027 | Spooky Nook, Manheim, PA • $295')).toEqual(['Sat, Jul 24 - Sun, Jul 25, 2027', 'Spooky Nook, Manheim, PA', '$295']);
    expect(lineParts('Fall Showcase – Sept. 18-19, 2027 – Hershey, PA')).toEqual(['Fall Showcase', 'Sept. 18-19, 2027', 'Hershey, PA']);
    expect(lineParts('Two evenings for goalkeepers ages 11 – 18, led by Coach')).toEqual(['Two evenings for goalkeepers ages 11-18, led by Coach']);
  });

  it.each([
    ['Saturday, April 17, 2027 9:00 AM', true],
    ['Sun 7/11', true],
    ['Summer Camp June 14', false],
  ])('tells "%s" is a day alone: %s', (text, expected) => {
    expect(isDateOnly(text)).toBe(expected);
  });

  it.each([
    ['Session III – March Cancelled', true],
    ['This session has been cancelled.', true],
    ['Spring Clinic – CANCELLED', true],
    ['Cancelled', true],
    ['If a clinic night is cancelled, we add a make-up evening.', false],
    ['Refunds are given when a camp is cancelled by the town', false],
  ])('tells "%s" says its event is off: %s', (text, expected) => {
    expect(isCancelledLine(text)).toBe(expected);
  });

  it.each([
    ['Team registration deadline: Monday, January 4, 2027', true],
    ['Registration and final payment due by May 1', true],
    ['Rosters (every player with a current membership) are due by Friday, January 15.', false],
    ['Hotel block deadline: June 2', false],
    ['Balance due by June 1', false],
    ['$240.00 — early bird $215.00 if you register by Dec 15, 2026', false],
    ['Registration opens April 1, 2027 and closes July 9, 2027.', true],
    ['Online sign-ups open March 1 but close June 20.', true],
    ['Gates open at 8 am and close at 5 pm.', false],
    ['The pool opens Memorial Day weekend and closes Labor Day.', false],
    ['Camp runs July 12 and ends July 15.', false],
  ])('tells "%s" is a registration deadline: %s', (text, expected) => {
    expect(isDeadlineText(text)).toBe(expected);
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

  it.each([
    ['RSVP', 'https://club.example/event/try-it/?rsvp=1'],
    ['Get tickets', 'https://tix.example/e/club/winter-indoor?ref=site'],
    ['Secure your spot', 'https://club.example/checkout/?add-to-cart=412'],
    ['Sign me up!', 'https://forms.example/clinic'],
    ['Book a session', 'https://book.example/club/goalie'],
  ])('takes a %j link for the event\'s registration, over its details page', (text, href) => {
    const page = 'https://club.example/events/';
    expect(registrationLinkAmong([{ text: 'Details', href: 'https://club.example/event/clinic/' }, { text, href }], page)).toBe(href);
  });

  it('takes a full session\'s "Join the waitlist", a "Donate" button and a link to the page\'s own tickets part for no registration', () => {
    const page = 'https://club.example/event/clinic/';
    expect(registrationLinkAmong([{ text: 'Join the waitlist', href: 'https://tix.example/e/club/clinic/waitlist' }, { text: 'Donate', href: 'https://give.example/club' }], page)).toBeNull();
    expect(registrationLinkAmong([{ text: 'Tickets', href: `${page}#tickets` }], page)).toBeNull();
    // A shop's related products: their buttons sell another camp.
    expect(registrationLinkAmong([{ text: 'Select options', href: 'https://club.example/product/summer-skills-camp/' }, { text: 'Add to cart', href: 'https://club.example/?add-to-cart=88' }], page)).toBeNull();
  });

  it('takes joining or renewing a membership, signing in and donating for no registration', () => {
    const page = 'https://assoc.example/events/52310';
    const links = [
      { text: 'Join / Renew', href: 'https://assoc.example/wp15/Membership/Join.wp' },
      { text: 'Member Login', href: 'https://assoc.example/wp15/Login.wp' },
      { text: 'Register Now', href: 'https://assoc.example/wp15/Events2/Register.wp?EventID=52310' },
    ];
    expect(registrationLinkAmong(links, page)).toBe('https://assoc.example/wp15/Events2/Register.wp?EventID=52310');
    expect(registrationLinkAmong(links.slice(0, 2), page)).toBeNull();
  });

  it('names the event a deadline sentence is about', () => {
    expect(deadlineEventName('Constitution Cup registration closes September 1.')).toBe('Constitution Cup');
    expect(deadlineEventName('Registration closes September 1.')).toBeNull();
  });
});
