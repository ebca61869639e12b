import { describe, expect, it } from '@jest/globals';
import { linksIn, mailHtmlAsPage, mailTextAsPage, ownWords, parseMail, subjectTitle } from './mail.js';
import { linkedHtml } from './plain-text.js';

const raw = (headers: string[], body: string) => new TextEncoder().encode(`${headers.join('\r\n')}\r\n\r\n${body}`);

describe('a mail as the inbox reads it', () => {
  it('parses its sender, subject, language and attachments', async () => {
    const mail = await parseMail(
      raw(
        [
          'From: "Shore Stix" <Coach@ShoreStix.example>',
          'To: events@fieldhockeyevents.com',
          'Subject: Winter clinic',
          'Content-Language: es',
          'MIME-Version: 1.0',
          'Content-Type: multipart/mixed; boundary="b"',
        ],
        ['--b', 'Content-Type: text/plain', '', 'Hola', '--b', 'Content-Type: text/calendar; name="c.ics"', 'Content-Disposition: attachment; filename="c.ics"', '', 'BEGIN:VCALENDAR', '--b--', ''].join('\r\n'),
      ),
    );
    expect(mail).toMatchObject({ from: { name: 'Shore Stix', address: 'coach@shorestix.example' }, subject: 'Winter clinic', language: 'es', automatic: false, partsSkipped: 0 });
    expect(mail.text.trim()).toBe('Hola');
    expect(mail.attachments).toEqual([{ name: 'c.ics', type: 'text/calendar', bytes: expect.any(Uint8Array) }]);
  });

  it('takes the text of an HTML-only mail, and knows an automatic reply', async () => {
    const mail = await parseMail(raw(['From: a@b.example', 'Auto-Submitted: auto-replied', 'Content-Type: text/html'], '<p>Out of office</p><script>x()</script><p>Back Monday</p>'));
    expect(mail.automatic).toBe(true);
    expect(mail.text).toMatch(/^Out of office\s+Back Monday$/);
  });

  it('refuses a MIME tree nested deeper than any real mail', async () => {
    let body = 'Content-Type: text/plain\r\n\r\nDeep';
    for (let depth = 0; depth < 30; depth++) body = `Content-Type: multipart/mixed; boundary="b${depth}"\r\n\r\n--b${depth}\r\n${body}\r\n--b${depth}--`;
    await expect(parseMail(new TextEncoder().encode(`From: a@b.example\r\n${body}`))).rejects.toThrow(/could not be read/);
  });

  it('reads a short first line over labeled lines as the event’s name; the subject is only the title', () => {
    const page = mailTextAsPage('https://submission.invalid/k/message', 'Our events', 'Hello,\n\nFall Skills Clinic\nDate: March 3, 2027\nRegister: https://club.example/fall.\n\n> quoted old mail\n-- \nCoach');
    expect(page.html).toContain('<title>Our events</title>');
    expect(page.html).toContain('<h1>Fall Skills Clinic</h1>');
    expect(page.html).toContain('<p>Hello,</p>');
    expect(page.html).toContain('Register: <a href="https://club.example/fall">https://club.example/fall</a>.');
    expect(page.html).not.toContain('quoted');
    // After the `-- ` delimiter: the signature, the page's footer.
    expect(page.html).toContain('<footer><p>Coach</p></footer>');
  });

  it('gives each of several titled paragraphs its own heading', () => {
    const page = mailTextAsPage('https://submission.invalid/k/message', 'Events', 'Winter Clinic\nDate: Jan 9, 2027\n\nSpring Camp\nDate: Apr 9, 2027');
    expect(page.html.match(/<h2>/g)).toHaveLength(2);
  });

  it('names the web addresses of a text once each, without the sentence’s punctuation', () => {
    expect(linksIn('See https://a.example/camp. Or https://a.example/camp, or http://b.example/x?y=1! ftp://c.example', 5)).toEqual(['https://a.example/camp', 'http://b.example/x?y=1']);
    expect(linksIn('https://a.example https://b.example https://c.example', 2)).toHaveLength(2);
  });

  it('links a written-out address in plain text, escaping the rest', () => {
    expect(linkedHtml('Register <now>: https://club.example/a?b=1&c=2)')).toBe('Register &#60;now&#62;: <a href="https://club.example/a?b=1&#38;c=2">https://club.example/a?b=1&#38;c=2</a>)');
  });
});

describe('a mail’s own words', () => {
  it('leaves out a reply’s quote of the earlier mail and the client’s line, and keeps the signature apart', () => {
    const { lines, signature } = ownWords(
      [
        'Winter Clinic',
        'Date: January 9, 2027',
        '',
        'Thanks,',
        'Coach Dana',
        'Shore Stix FH, 12 Main St, Toms River, NJ 08753',
        '',
        'Sent from my iPhone',
        '',
        'On Mon, Nov 2, 2026 at 3:04 PM Pat <pat@club.example> wrote:',
        'Last year the clinic was January 10, 2026.',
      ].join('\n'),
    );
    expect(lines).toEqual(['Winter Clinic', 'Date: January 9, 2027', '', 'Thanks,']);
    expect(signature).toEqual(['Coach Dana', 'Shore Stix FH, 12 Main St, Toms River, NJ 08753']);
  });

  it('keeps a forwarded mail’s words, without its header block (its Date: is the mail’s, not an event’s)', () => {
    const { lines } = ownWords(
      ['FYI, see below.', '', '---------- Forwarded message ---------', 'From: Camp Office <office@camp.example>', 'Date: Thu, Nov 19, 2026 at 10:12 AM', 'Subject: Spring camp', 'To: Dana <dana@club.example>', '', 'Spring Field Hockey Camp', 'Dates: April 5-8, 2027'].join('\n'),
    );
    expect(lines).toEqual(['FYI, see below.', '', '', 'Spring Field Hockey Camp', 'Dates: April 5-8, 2027']);
  });

  it('puts a text mail’s signature in the page’s footer', () => {
    const page = mailTextAsPage('https://submission.invalid/k/message', 'Clinic', 'Winter Clinic\nDate: January 9, 2027\n\nBest,\nDana\n12 Main St, Toms River, NJ');
    expect(page.html).toContain('<footer><p>Dana<br>\n12 Main St, Toms River, NJ</p></footer>');
    expect(page.html.indexOf('Toms River')).toBeGreaterThan(page.html.indexOf('</main>'));
  });

  it('takes a mail’s HTML without its quoted replies and attributions, its signature and a mailing’s footer as chrome', () => {
    const page = mailHtmlAsPage(
      'https://submission.invalid/k/message',
      'Re: clinic',
      `<div dir="ltr"><p>Our clinic is January 9, 2027 in Lancaster, PA.</p><div class="gmail_signature">Coach Dana, 1 Office Rd, Newark, DE</div></div>
       <div class="gmail_quote"><div class="gmail_attr">On Mon, Nov 2, 2026 Pat wrote:</div><blockquote class="gmail_quote">Last year's clinic: January 10, 2026</blockquote></div>
       <table><tr><td id="templateFooter">Our mailing address is: 5 Club Ln, Dover, DE. Unsubscribe</td></tr></table><script>alert(1)</script>`,
    );
    expect(page.html).toContain('Our clinic is January 9, 2027');
    expect(page.html).not.toContain('Last year');
    expect(page.html).not.toContain('Pat wrote');
    expect(page.html).not.toContain('alert');
    expect(page.html).toContain('<footer>Coach Dana, 1 Office Rd, Newark, DE</footer>');
    expect(page.html).toContain('<footer>Our mailing address is: 5 Club Ln, Dover, DE. Unsubscribe</footer>');
    expect(page.html).toContain('<title>clinic</title>');
  });

  it('takes what follows an HTML mail’s closing paragraph as its signature when no container says so (Outlook)', () => {
    const page = mailHtmlAsPage(
      'https://submission.invalid/k/message',
      'Winter dates',
      '<div class="WordSection1"><p class="MsoNormal"><b>Indoor Play Day</b> (Saturday, January 23)</p><p class="MsoNormal">Many thanks,</p><p class="MsoNormal">Renata</p><p class="MsoNormal">88 Academy Street, Poughkeepsie, NY 12601</p></div>',
    );
    expect(page.html).toContain('<footer><p class="MsoNormal">Renata</p><p class="MsoNormal">88 Academy Street, Poughkeepsie, NY 12601</p></footer>');
  });

  it('keeps a forwarded HTML mail’s words, without the forward’s header block', () => {
    const page = mailHtmlAsPage(
      'https://submission.invalid/k/message',
      'Fwd: Spring camp',
      '<div>See below</div><div class="gmail_quote"><div class="gmail_attr">---------- Forwarded message ---------<br>Date: Thu, Nov 19, 2026</div><div><h2>Spring Field Hockey Camp</h2><p>April 5-8, 2027</p></div></div>',
    );
    expect(page.html).toContain('Spring Field Hockey Camp');
    expect(page.html).not.toContain('Nov 19, 2026');
  });
});

describe('a mail’s subject as its page’s title', () => {
  it('leaves out reply and forward marks, what the mail says of itself, and the days in brackets', () => {
    expect(subjectTitle('RE: Fwd: Granite Coast Winter Showcase')).toBe('Granite Coast Winter Showcase');
    expect(subjectTitle('Listing request: Summer ID Camp (June 26-27, 2027)')).toBe('Summer ID Camp');
    expect(subjectTitle('Nuevo evento - Clínica de invierno')).toBe('Clínica de invierno');
    expect(subjectTitle('Spring Camp: registration is open')).toBe('Spring Camp: registration is open');
    expect(subjectTitle('Re:')).toBe('Re:');
  });
});

describe('a mail’s page, as a person reads the mail', () => {
  it('takes a short line over the event’s facts as its name, in HTML as in text', () => {
    const html = mailHtmlAsPage('https://submission.invalid/k/message', 'Our clinic', '<div>Hi all,</div><div><b>Fall Skills Clinic</b></div><div><b>When:</b> January 9, 2027</div>');
    expect(html.html).toContain('<h1>Fall Skills Clinic</h1>');
    const text = mailTextAsPage('https://submission.invalid/k/message', 'Camp', 'Can you add our camp?\n\nBayside Field Hockey Camp\nJune 28 - July 1, 2027\n\nHoliday Clinic\n\nWhen: December 28');
    expect(text.html).toContain('<h2>Bayside Field Hockey Camp</h2>');
    expect(text.html).toContain('<h2>Holiday Clinic</h2>');
    expect(text.html).not.toContain('<h2>Can you add our camp?</h2>');
  });

  it('dates the page the day the mail was sent, as a story is dated', () => {
    expect(mailTextAsPage('https://submission.invalid/k/message', 'Camp', 'Camp', false, '2026-11-20').html).toContain('<meta property="article:published_time" content="2026-11-20">');
    expect(mailTextAsPage('https://submission.invalid/k/message', 'Camp', 'Camp', false, 'not a day').html).not.toContain('published_time');
  });

  it('says a Spanish mail’s HTML in the readers’ words, and its event’s name as written', () => {
    const page = mailHtmlAsPage(
      'https://submission.invalid/k/message',
      'Clínica',
      '<div><b>Clínica de Invierno para Principiantes</b></div><div><b>Fechas:</b> sábado 16 y domingo 17 de enero de 2027</div><div><b>Costo:</b> $35 por jugador</div>',
      true,
    );
    // The page's HTML writes letters past ASCII as references ("&#xed;"): what a reader reads is the same name.
    expect(page.html).toMatch(/<h1>Cl(?:í|&#xed;)nica de Invierno para Principiantes<\/h1>/);
    expect(page.html).toContain('<b>Dates:</b> January 16 and 17, 2027');
    expect(page.html).toMatch(/<b>Cost:<\/b> (?:\$|&#x24;)35 per player/);
  });
});
