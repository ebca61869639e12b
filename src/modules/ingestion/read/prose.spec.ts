import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { PROSE_DOUBT, cityInSentence, daysInSentence, eventNamedIn, placeInSentence, proseRecords, statesNamedIn } from './prose.js';

const PAGE = 'https://herald.example/sports/clinic-story';
const read = (body: string, published: string | null = null) => proseRecords(load(`<html><head><title>Story</title></head><body><article>${body}</article></body></html>`), PAGE, { published, around: '' });

describe('the days a sentence gives', () => {
  it('given a day off within the span, then it is no end of it', () => {
    expect(daysInSentence('It meets on Sunday afternoons from 2:00 to 3:30, March 14 through April 25, with no clinic on Easter Sunday, March 28.')).toBe('Mar 14 - Apr 25');
    expect(daysInSentence('Saturdays, Jan. 9 to Feb. 13 (no class Jan. 16)')).toBe('Jan 9 - Feb 13');
    // The day before its month, never an age range before one.
    expect(daysInSentence('Games will be played 20–21 Feb 2027 on the two courts at the fieldhouse.')).toBe('Feb 20 - Feb 21, 2027');
    expect(daysInSentence('For ages 8-12 June campers, bring water.')).toBeNull();
  });
});

describe('an event told in sentences', () => {
  it('given a news story naming a clinic, its days, its town and its fee, when read, then it is one draft with each value from its sentence', () => {
    const [record, ...others] = read(`
      <h1>Richland Ridge to host clinic for field hockey players</h1>
      <p>By Mike Halloran Nov 22, 2026</p>
      <p>Richland Ridge will host the Future College Athlete Clinic for high school field hockey players July 15-17 on the turf at Richland Ridge High School's stadium in Gibsonia, in western Pennsylvania.</p>
      <p>Players in the Future College Athlete Clinic will train in small groups. The clinic costs $325. Parking is $5 per car.</p>
      <p>Registration closes June 30.</p>`);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ name: 'Future College Athlete Clinic', dates: 'Jul 15 - Jul 17', location: 'Gibsonia, PA', registrationDeadline: 'Registration closes June 30.' });
    expect(record.cost).toContain('$325');
    expect(record.doubts).toEqual([PROSE_DOUBT]);
    expect(record.evidence.dates).toEqual({ rule: 'prose', text: expect.stringContaining('July 15-17'), region: 'main' });
  });

  it("given a briefs column with a sport's heading over each part and bold subheads, then each event keeps to its part: its sport's heading, never the next part's fees", () => {
    const records = read(`
      <h1>Community sports briefs</h1>
      <h2>BASEBALL</h2>
      <p>&bull; <strong>HOLIDAY HITTING CAMP:</strong> The Post 64 staff will run a hitting camp Dec. 28-30 at the Bayside Barn, Salisbury, Md. The fee is $120.</p>
      <h2>FIELD HOCKEY</h2>
      <p>&bull; <strong>SUMMER SKILLS CAMP:</strong> Tidewater Turf has set its Summer Skills Camp for June 28-July 1, 2027, at Manokin Park in Princess Anne, Md. Registration closes June 15.</p>
      <p><strong>OFFICIALS</strong></p>
      <p>The umpires' board is recruiting for the 2027 season; a course begins in February.</p>
      <h2>RUNNING</h2>
      <p><strong>RACES</strong></p>
      <p>&bull; The Jingle Jog 5K steps off Saturday, Dec. 12, in Ocean City, Md. Entry is $35 through Dec. 5.</p>`, '2026-11-22');
    const camp = records.find((record) => record.name === 'Summer Skills Camp');
    expect(camp?.cost).toBeNull();
    expect(camp?.section).toBe('FIELD HOCKEY');
    expect(records.find((record) => record.name === 'Holiday Hitting Camp')?.section).toBe('BASEBALL');
  });

  it('given a camp whose second session a bold "Session II" leads, at another listed venue with its own button, then that session is its own, there, with its own link', () => {
    const records = read(`
      <h2>Summer Field Hockey Camp</h2>
      <p>The Summer Field Hockey Camp runs Monday, June 28 through Thursday, July 1, 2027 at Heritage Farm Park in Walkersville, Md., for grades 3-5. Registration deadline: Friday, June 18. <a href="https://rec.example/detail/44150">Register for Session I</a></p>
      <p><strong>Session II</strong> moves to the turf at Bennett Creek Park for grades 6-9 and runs July 26-29. Register by Friday, July 16. <a href="https://rec.example/detail/44151">Register for Session II</a></p>
      <h3>Where we play</h3>
      <ul><li>Bennett Creek Park<br>3700 Fingerboard Road, Urbana, MD 21704</li></ul>`);
    expect(records.map((record) => [record.dates, record.location, record.registrationLink])).toEqual([
      ['Jun 28 - Jul 1, 2027', 'Walkersville, MD', 'https://rec.example/detail/44150'],
      ['Jul 26 - Jul 29', 'Urbana, MD', 'https://rec.example/detail/44151'],
    ]);
  });

  it('given two events named one after the other, when read, then each keeps its own days and price', () => {
    const records = read(`
      <p>The Future College Athlete Clinic runs July 15-17 in Gibsonia, Pa. and costs $325.</p>
      <p>A Developmental Clinic for fourth- through eighth-graders will run July 16-17 at the same field and costs $195.</p>`);
    expect(records.map((record) => [record.name, record.dates])).toEqual([
      ['Future College Athlete Clinic', 'Jul 15 - Jul 17'],
      ['Developmental Clinic', 'Jul 16 - Jul 17'],
    ]);
    expect(records[1].cost).toContain('$195');
  });

  it("given a story's dateline and a page naming no state, when read, then the dateline's town places its event; another brief's dateline places nothing else", () => {
    const [clinic] = read(`
      <h1>Rec and Herons team up for winter clinic</h1>
      <p>SEA ISLE CITY — Young players will not have to wait for spring.</p>
      <p>The recreation department will hold its Winter Indoor Field Hockey Clinic on Jan. 16 and 23 in the gym at the community center.</p>`, '2026-11-19');
    expect(clinic).toMatchObject({ name: 'Winter Indoor Field Hockey Clinic', location: 'Sea Isle City, NJ' });
    const briefs = read(`
      <h2>Spring play day set</h2>
      <p>SOMEWHERE SMALL — The association will hold its Anglesea Spring Play Day on Saturday, April 10, at the fields.</p>
      <h2>Hoops sign-ups</h2>
      <p>MARMORA — The township's youth basketball program takes registrations on Wednesday, Dec. 2, at the community center.</p>`, '2026-11-12');
    expect(briefs.map((record) => [record.name, record.location])).toEqual([['Anglesea Spring Play Day', null]]);
  });

  it('given a page naming no state and a town several states have, when its other towns belong to one state, then it is placed there', () => {
    const [clinic] = read(`
      <h1>Winter clinic returns</h1>
      <p>Registration opened this week at the recreation office in Marmora.</p>
      <p>The Shore Sticks Winter Clinic will run Jan. 9 and 16 at the sports center in Ocean City.</p>`, '2026-11-20');
    expect(clinic).toMatchObject({ name: 'Shore Sticks Winter Clinic', location: 'Ocean City, NJ' });
  });

  it("given a byline carrying the story's own date, when read, then that day is not the event's", () => {
    const [record] = read('<h2>Coastal Field Hockey Play Day</h2><p>By Ethan Marsh Nov 17, 2026</p><p>The Coastal Field Hockey Play Day will be played at Kennebec College in Waterville, Maine on Wednesday, Aug. 18.</p>', '2026-11-17');
    expect(record.dates).toBe('Aug 18');
    expect(record.location).toBe('Waterville, ME');
  });

  it('given a rain date beside the days, when read, then the rain date is not one of them', () => {
    const [record] = read('<h1>Summer Girls Field Hockey Camp</h1><p>Camp runs Monday, August 2nd, Tuesday, August 3rd and Wednesday, August 4th, 2027 (rain date: Thursday, August 5th) at Goal Line Sports, 1420 Killinger Road, Annville, PA 17003.</p>');
    expect(record.dates).toBe('Aug 2 - Aug 4, 2027');
    expect(record.location).toBe('Annville, PA');
  });

  it('given a price for equipment beside the fee, when read, then the fee is the price', () => {
    const [record] = read('<h1>Summer Girls Field Hockey Camp</h1><p>Camp runs August 2-4, 2027 in Annville, PA.</p><p>You can buy a stick through us for $25.</p><p>Fee $65 / $75 for non-residents.</p>');
    expect(record.cost).toBe('Fee $65 / $75 for non-residents.');
  });

  it('given paragraphs a site builder writes as divs, when read, then their sentences are read', () => {
    const [record] = read('<h2>Falling Star Showcase</h2><div class="paragraph">The Falling Star Showcase runs November 26-28, 2027 in Richmond, Virginia.</div>');
    expect(record).toMatchObject({ name: 'Falling Star Showcase', dates: 'Nov 26 - Nov 28, 2027', location: 'Richmond, VA' });
  });

  it('given a page that names no event, when read, then it has none', () => {
    expect(read('<p>Our club had a great season. Thanks to all the families who came out on October 3.</p>')).toEqual([]);
  });
});

describe('the parts of a sentence', () => {
  it.each([
    ['September 12, 19, 26, October 3, 10, 17, 24, 31, 2027', 'Sep 12 - Oct 31, 2027'],
    ['from Monday, September 9 through Monday, October 14', 'Sep 9 - Oct 14'],
    ['on Wednesday, Aug. 18', 'Aug 18'],
    ['June 14-16, 2027', 'Jun 14 - Jun 16, 2027'],
  ])('given %j, then its days are %j', (sentence, days) => {
    expect(daysInSentence(sentence)).toBe(days);
  });

  it('names the event a sentence names, without the words that open the sentence', () => {
    expect(eventNamedIn('The 44th Coastal Field Hockey Play Day will be played on the turf.')).toBe('Coastal Field Hockey Play Day');
    expect(eventNamedIn('Players should bring water.')).toBeNull();
    expect(eventNamedIn('Organizers of the Confluence College Showcase say their list is longer.')).toBe('Confluence College Showcase');
    expect(eventNamedIn("Valley Elite Field Hockey's Winter Stick Skills Clinic meets four Tuesday nights.")).toBe('Winter Stick Skills Clinic');
  });

  it('places a town in the state a page names, and leaves an office address out', () => {
    expect(placeInSentence('The camp is at the turf in Lancaster, Pa. every morning.')).toBe('Lancaster, PA');
    expect(placeInSentence('Send checks to our office, 12 Elm St, Reston, VA 20190.')).toBeNull();
    expect(placeInSentence('It will be played at the Tidewater Indoor Sports Center, 7400 Dorchester Road, North Charleston, SC 29418.')).toBe('North Charleston, SC');
    expect(statesNamedIn('players from western Pennsylvania and N.J. and Beverly, MA 01915')).toEqual(expect.arrayContaining(['PA', 'NJ', 'MA']));
    expect(statesNamedIn('Saucon Ridge falls in overtime in PIAA 3A semifinal')).toEqual(['PA']);
    expect(cityInSentence('The clinic is on the turf at Richland Ridge High School in Gibsonia.', ['PA'])).toBe('Gibsonia, PA');
    // A page naming no state: a town only one state has, never one several have.
    expect(cityInSentence('The camp returns to the stadium turf in Manahawkin.', [])).toBe('Manahawkin, NJ');
    expect(cityInSentence('The clinic meets at the rec center in Springfield.', [])).toBeNull();
  });
});
