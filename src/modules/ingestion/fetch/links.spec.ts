import { documentUrl, feedUrl, isSiblingPage, looksLikeEventLink, normalizeUrl } from './links.js';

const link = (href: string, text = ''): boolean => looksLikeEventLink(new URL(href, 'https://club.example/'), text);

describe('looksLikeEventLink', () => {
  it.each([
    '/events',
    '/events/2026-fall-showcase',
    '/event/42',
    '/camps/',
    '/summer-camp',
    '/summercamps',
    '/id-camp',
    '/id_camps/2026',
    '/idcamp',
    '/clinics',
    '/goalie-clinic',
    '/showcase',
    '/tournaments/indoor',
    '/schedule',
    '/calendar',
    '/programs/youth',
    '/register',
    '/registration?season=fall',
    '/recruiting',
    '/recruitment-day',
    '/tryouts',
    '/upcomingEvents',
    '/page?view=events',
    '/winter-training',
    '/goalie-academy',
    '/indoor',
    '/futures',
    '/what-we-offer/offerings',
  ])('follows %s', (href) => {
    expect(link(href)).toBe(true);
  });

  it('follows a link whose text names events even when its path does not', () => {
    expect(link('/p/123', 'Summer ID Camp')).toBe(true);
    expect(link('/node/7', 'Register now')).toBe(true);
    expect(link('/x', 'Fall\n  Clinic   Schedule')).toBe(true);
  });

  it.each([
    ['/about', 'About us'],
    ['/contact', 'Contact'],
    ['/news/2026/coach-hired', 'Coach hired'],
    ['/prevention', 'Injury prevention'],
    ['/campus-map', 'Campus map'],
    ['/shop', 'Shop'],
  ])('does not follow %s (%s)', (href, text) => {
    expect(link(href, text)).toBe(false);
  });

  it.each([
    '/events/flyer.pdf',
    '/camps/photo.JPG',
    '/camps/banner.png',
    '/events/archive.zip',
    '/events/schedule.docx',
    '/events/feed.ics',
  ])('does not follow the asset %s', (href) => {
    expect(link(href, 'Events')).toBe(false);
  });

  it('does not follow mailto:, tel: or javascript: links, whatever their text', () => {
    expect(link('mailto:camps@club.example', 'Camp registration')).toBe(false);
    expect(link('tel:+15555550100', 'Call about events')).toBe(false);
    expect(link('javascript:void(0)', 'Events')).toBe(false);
  });
});

describe('feedUrl', () => {
  it('reads .ics and .ical links, and webcal:// as https', () => {
    expect(feedUrl(new URL('https://club.example/calendar/events.ics'))?.href).toBe('https://club.example/calendar/events.ics');
    expect(feedUrl(new URL('https://club.example/cal.ICAL?team=u19#top'))?.href).toBe('https://club.example/cal.ICAL?team=u19');
    expect(feedUrl(new URL('webcal://club.example/calendar/feed'))?.href).toBe('https://club.example/calendar/feed');
    expect(feedUrl(new URL('https://club.example/events'))).toBeNull();
    expect(feedUrl(new URL('mailto:feed.ics@club.example'))).toBeNull();
  });

  it("reads events plugins' and site builders' iCalendar exports, not other queries", () => {
    for (const href of ['https://club.example/events/winter-clinic?format=ical', 'https://club.example/event/spring-camp/?ical=1', 'https://club.example/events/?outlook-ical=1', 'https://club.example/?method=ical&id=42']) {
      expect(feedUrl(new URL(href))?.href).toBe(href);
    }
    for (const href of ['https://club.example/events?format=json', 'https://club.example/events?view=calendar', 'https://club.example/events?icalendar=0']) {
      expect(feedUrl(new URL(href))).toBeNull();
    }
  });
});

describe('normalizeUrl', () => {
  it('drops the fragment, keeps the query, resolves against a base', () => {
    expect(normalizeUrl('/events?page=2#list', 'https://Club.Example:443/home')?.href).toBe('https://club.example/events?page=2');
    expect(normalizeUrl('http://[')).toBeNull();
  });
});

describe('pages beside the start page, and pages on the sport', () => {
  const start = new URL('https://reg.example/fieldhockey/TopProspectSpring');
  it('given a start page that is one event, then its siblings are followed, never a site page nor a deeper or higher one', () => {
    expect(isSiblingPage(new URL('https://reg.example/fieldhockey/TopProspectWinter'), start)).toBe(true);
    expect(isSiblingPage(new URL('https://reg.example/fieldhockey/about'), start)).toBe(false);
    expect(isSiblingPage(new URL('https://reg.example/fieldhockey/TopProspectSpring/Hotels'), start)).toBe(false);
    expect(isSiblingPage(new URL('https://other.example/fieldhockey/TopProspectWinter'), start)).toBe(false);
  });

  it('given a start page that lists events, then its siblings are the site sections and not followed', () => {
    expect(isSiblingPage(new URL('https://club.example/site/about-us'), new URL('https://club.example/site/events'))).toBe(false);
  });

  it('given a link naming field hockey, then it is followed', () => {
    expect(link('/departments/parks-recreation/youth-sports/field-hockey')).toBe(true);
    expect(link('/youth-sports/7', 'Field Hockey')).toBe(true);
    expect(link('/youth-sports/lacrosse', 'Lacrosse')).toBe(false);
  });
});

describe('documentUrl', () => {
  const at = (path: string) => new URL(path, 'https://club.example/');

  it.each([
    ['/files/summer-camp-2027.pdf', ''],
    ['/uploads/2027/03/doc.pdf', 'Clinic flyer (PDF)'],
    ['/files/a.pdf', 'Download the brochure'],
    ['/files/a.pdf', 'Registration form'],
    ['/wp-content/uploads/Fall_Showcase_Info.PDF', ''],
  ])('given %s named "%s", then it is a document to read', (path, text) => {
    expect(documentUrl(at(path), text)?.href).toBe(at(path).href);
  });

  it.each([
    ['/files/bylaws.pdf', 'Club bylaws'],
    ['/files/medical-waiver.pdf', 'Medical waiver'],
    ['/files/minutes-2026-10.pdf', 'October minutes'],
    ['/events/summer-camp', 'Summer camp'],
    ['/files/camp.pdf.html', 'Camp'],
  ])('given %s named "%s", then it is not', (path, text) => {
    expect(documentUrl(at(path), text)).toBeNull();
  });

  it('given a fragment, then the document is keyed without it', () => {
    expect(documentUrl(at('/files/camp-flyer.pdf#page=2'), '')?.href).toBe('https://club.example/files/camp-flyer.pdf');
  });
});
