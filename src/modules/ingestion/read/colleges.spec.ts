import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio/slim';
import { collegeNames, collegesIn, collegesInText, labelOf, namesInLine } from './colleges.js';

/** The colleges a page's body lists, as a record holds them. */
const listed = (body: string): string[] => {
  const $ = load(`<html><body>${body}</body></html>`);
  return collegesIn($, [$('body')[0]])?.split('\n') ?? [];
};

describe('labels of colleges attending', () => {
  it.each([
    'Colleges attending',
    'College Coaches Attending:',
    'Coaches expected',
    'Coaches attending',
    'Attending colleges',
    'Colleges/universities attending',
    'Confirmed colleges',
    'College staff attending',
    'Colleges & Universities Attending (as of June 1)',
    'Participating colleges',
    'College coaches expected to attend',
    'Colleges in attendance so far:',
  ])('"%s" is a label', (line) => {
    expect(labelOf(line)).toEqual({ inline: null });
  });

  it('"Label: A, B" gives its list', () => {
    expect(labelOf('Colleges attending: Duke, UNC')).toEqual({ inline: 'Duke, UNC' });
    expect(labelOf('Confirmed college coaches include Penn State and Maryland')).toEqual({ inline: 'Penn State and Maryland' });
    expect(collegesInText('Participating colleges include top programs such as Yale, Penn State, Duke, and the University of Virginia.')).toEqual([
      'Yale',
      'Penn State',
      'Duke',
      'the University of Virginia',
    ]);
  });

  it.each([
    'Past colleges attending',
    'Colleges that have attended in previous years',
    'Colleges attending last year:',
    'Coaches',
    'College coaches',
    'Coaches expected at 8:00 am for check-in',
    'Our coaches have played at the highest level and are expected to lead every session with energy.',
    'College commitments',
    // High schools, and people: "schools" and "coaches" name colleges only with "college" or a word saying they come.
    'Participating schools:',
    'Attending schools',
    'Confirmed coaches:',
    'Coaches confirmed:',
  ])('"%s" is no label', (line) => {
    expect(labelOf(line)).toBeNull();
  });
});

describe('names in a list', () => {
  it('splits a line at commas, and its last "and"', () => {
    expect(namesInLine('Duke, UNC, and Maryland')).toEqual(['Duke', 'UNC', 'and Maryland']);
    expect(namesInLine('Duke, UNC & Maryland')).toEqual(['Duke', 'UNC', 'Maryland']);
    expect(namesInLine('Duke, Franklin & Marshall')).toEqual(['Duke', 'Franklin & Marshall']);
    expect(namesInLine('William & Mary')).toEqual(['William & Mary']);
  });

  it('keeps names trimmed, single-line, at most 100 characters, distinct ignoring case, at most 200', () => {
    expect(collegeNames(['  Duke University* ', '• UNC', '1. Maryland.', 'duke university', 'Penn\tState', 'Bad\u0000Name', 'X'.repeat(101)])).toEqual([
      'Duke University',
      'UNC',
      'Maryland',
      'Penn State',
      'BadName',
    ]);
    expect(collegeNames(Array.from({ length: 300 }, (_, index) => `College ${index}`))).toHaveLength(200);
  });

  it('drops what names no college: placeholders, notes, counts, links, sentences, times', () => {
    expect(collegeNames(['TBA', 'and many more!', 'More to be announced', '40+', 'https://duke.example', 'Division I', 'we are so excited to welcome them all', 'Ursinus'])).toEqual(['Ursinus']);
    expect(collegeNames(['St. Aidan\u2019s College', "St. Aidan's College", 'Saint Mary\u2019s'])).toEqual(["St. Aidan's College", "Saint Mary's"]);
    expect(collegeNames(['8:00 AM check-in', 'Check-in at 9 am', 'Doors open 7:30', 'arrive by noon', 'Meet at the gym entrance', 'Juniata College'])).toEqual(['Juniata College']);
  });
});

describe('colleges listed on a page', () => {
  it('reads a heading followed by a list', () => {
    expect(listed('<h2>Colleges Attending</h2><ul><li>Duke</li><li>University of North Carolina</li><li>Penn State*</li></ul><p>*tentative</p>')).toEqual([
      'Duke',
      'University of North Carolina',
      'Penn State',
    ]);
  });

  it('reads a bold label followed by a comma-separated paragraph, past a note', () => {
    expect(listed('<p><strong>College Coaches Attending</strong></p><p><em>Updated May 1</em></p><p>Bucknell, Lafayette, Lehigh and Villanova</p><p>Cost: $295</p>')).toEqual([
      'Bucknell',
      'Lafayette',
      'Lehigh',
      'Villanova',
    ]);
  });

  it('reads names a line, under a label inside the same paragraph', () => {
    expect(listed('<p><b>Confirmed colleges:</b><br>Ursinus College<br>Messiah University<br>Franklin &amp; Marshall<br>Register by June 1</p>')).toEqual([
      'Ursinus College',
      'Messiah University',
      'Franklin & Marshall',
    ]);
  });

  it('reads "Label: A, B, C" on one line', () => {
    expect(listed('<div class="details"><p>Date: June 14, 2027</p><p>Coaches expected: Rutgers, Princeton, Monmouth</p></div>')).toEqual(['Rutgers', 'Princeton', 'Monmouth']);
  });

  it('reads a table column', () => {
    const table = '<table><thead><tr><th>Attending colleges</th><th>Division</th></tr></thead><tbody><tr><td>Syracuse</td><td>I</td></tr><tr><td>Hamilton</td><td>III</td></tr></tbody></table>';
    expect(listed(table)).toEqual(['Syracuse', 'Hamilton']);
    expect(listed('<h3>College staff attending</h3><table><tr><th>School</th><th>Coach</th></tr><tr><td>Colgate</td><td>J. Smith</td></tr></table>')).toEqual(['Colgate']);
    expect(listed('<table><tr><th>Dates</th><td>June 1</td></tr><tr><th>Colleges attending</th><td>Siena, Union</td></tr></table>')).toEqual(['Siena', 'Union']);
    const rows = '<table><tr><th>College Coaches Attending</th><td>Siena College<br>Union College*<br><small>*tentative</small></td></tr><tr><th>Contact</th><td>Jo Lee</td></tr></table>';
    expect(listed(rows)).toEqual(['Siena College', 'Union College']);
  });

  it('reads a definition list, several columns of lists, and a label wrapped by a page builder', () => {
    expect(listed('<dl><dt>Colleges attending</dt><dd>Drexel</dd><dd>Temple</dd><dt>Cost</dt><dd>$100</dd></dl>')).toEqual(['Drexel', 'Temple']);
    expect(listed('<h4>Confirmed Colleges</h4><div class="cols"><ul><li>Delaware</li><li>Towson</li></ul><ul><li>Salisbury</li></ul></div>')).toEqual(['Delaware', 'Towson', 'Salisbury']);
    expect(listed('<div class="widget"><div class="inner"><h2>Colleges attending</h2></div></div><div class="widget"><div class="inner"><p>UConn, Quinnipiac</p></div></div>')).toEqual(['UConn', 'Quinnipiac']);
  });

  it('reads nothing from navigation, footers, sidebars, past years\' lists or prose', () => {
    expect(listed('<nav><h3>Colleges attending</h3><ul><li>Home</li><li>Events</li></ul></nav>')).toEqual([]);
    expect(listed('<main><p>Showcase</p></main><footer><p>Colleges attending: Duke, UNC</p></footer>')).toEqual([]);
    expect(listed('<aside><h3>Colleges attending</h3><ul><li>Duke</li></ul></aside>')).toEqual([]);
    expect(listed('<h2>Past colleges attending</h2><ul><li>Duke</li></ul>')).toEqual([]);
    expect(listed('<h2>2025 Showcase Recap</h2><h3>Colleges attending</h3><ul><li>Duke</li></ul>')).toEqual([]);
    expect(listed('<h2>Colleges attending</h2><p>We expect coaches from over forty programs, including many from the top conferences, to be watching every game.</p>')).toEqual([]);
    expect(listed('<h2>Our sponsors</h2><ul><li>STX</li><li>Adidas</li></ul>')).toEqual([]);
    expect(listed('<h2>Colleges attending</h2><h2>Schedule</h2><ul><li>9:00 Check-in</li></ul>')).toEqual([]);
  });

  it('reads a page built to be huge or odd in bounded time', () => {
    const started = Date.now();
    const many = `<h2>Colleges attending</h2><ul>${'<li>College Name</li><li>Another College</li>'.repeat(5_000)}</ul>`;
    expect(listed(many)).toEqual(['College Name', 'Another College']);
    const items = Array.from({ length: 500 }, (_, index) => `<li>College ${index}</li>`).join('');
    expect(listed(`<h2>Colleges attending</h2><ul>${items}</ul>`)).toHaveLength(200);
    const deep = `${'<div>'.repeat(5_000)}Colleges attending: Duke${'</div>'.repeat(5_000)}`;
    expect(() => listed(deep)).not.toThrow();
    expect(listed(`${'<p>Colleges attending</p>'.repeat(2_000)}<ul><li>Duke</li></ul>`)).toEqual([]);
    expect(listed(`<p>Colleges attending: ${'Duke, '.repeat(20_000)}</p>`)).toEqual(['Duke']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('colleges listed in a text', () => {
  it('reads no high schools, people or schedule as colleges', () => {
    expect(collegesInText('Participating schools: Hempfield, Manheim Township, Lancaster Catholic')).toEqual([]);
    expect(listed('<h3>Attending schools</h3><ul><li>Hempfield</li><li>Penn Manor</li></ul>')).toEqual([]);
    expect(collegesInText('Confirmed coaches: Jane Smith (Duke), John Doe (UNC)')).toEqual([]);
    expect(collegesInText('Coaches expected: 8:00 AM check-in')).toEqual([]);
    expect(collegesInText('Coaches attending: Duke, UNC')).toEqual(['Duke', 'UNC']);
  });

  it('reads "Label: A, B, C" and a label line with a name a line', () => {
    expect(collegesInText('Join us in June.\nColleges attending: Duke, UNC and Maryland\nCost: $200')).toEqual(['Duke', 'UNC', 'Maryland']);
    expect(collegesInText('College coaches attending\nBoston College\nHarvard\nRegistration closes May 1.')).toEqual(['Boston College', 'Harvard']);
    expect(collegesInText('Coaches from Duke will run the clinic.')).toEqual([]);
    expect(collegesInText(null)).toEqual([]);
  });
});
