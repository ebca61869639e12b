import { describe, expect, it } from '@jest/globals';
import { linksIn, mailTextAsPage, parseMail } from './mail.js';
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
    expect(page.html).not.toContain('Coach');
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
