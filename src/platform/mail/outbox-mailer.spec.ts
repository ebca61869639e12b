import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { loadConfig } from '../config/config.js';
import { createMailer, outboxFolder } from './mailers.js';
import { OutboxMailer, outboxFileName } from './outbox-mailer.js';

describe('the outbox mailer (no SMTP_URL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-outbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given a mail, then it writes one .eml in DATA_DIR/outbox that a mail parser reads back whole', async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }));
    expect(mailer).toBeInstanceOf(OutboxMailer);
    const unsubscribe = 'https://events.example.com/api/unsubscribe?token=eyJ1IjoiYWJjIn0.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZy1lbm91Z2gtdG8tZm9sZA';
    await mailer.send({
      to: 'family@example.com',
      subject: 'La inscripción para Copa Añejo cierra mañana',
      text: 'Hola, Ana:\nCopa Añejo — 14 de marzo',
      html: '<p>Hola, Ana:</p><p>Copa A&ntilde;ejo &lt;U19&gt;</p>',
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });

    const files = readdirSync(outboxFolder(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(statSync(join(outboxFolder(dataDir), files[0])).mode & 0o077).toBe(0);
    const mail = await PostalMime.parse(readFileSync(join(outboxFolder(dataDir), files[0])));
    expect(mail.from).toEqual({ name: 'Field Hockey Events', address: 'notifications@fieldhockeyevents.com' });
    expect(mail.to).toEqual([{ name: '', address: 'family@example.com' }]);
    expect(mail.subject).toBe('La inscripción para Copa Añejo cierra mañana');
    expect(mail.text?.trim()).toBe('Hola, Ana:\nCopa Añejo — 14 de marzo');
    expect(mail.html).toContain('Copa A&ntilde;ejo &lt;U19&gt;');
    const header = (name: string) => mail.headers.find((candidate) => candidate.key === name)?.value;
    expect(header('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.messageId).toMatch(/^<[^<>@]+@[^<>@]+>$/);
  });

  it('given mails written one after another, then their file names sort in that order and never repeat', () => {
    const at = new Date('2026-03-14T13:00:00.123Z');
    const names = [outboxFileName(at), outboxFileName(at), outboxFileName(new Date(at.getTime() + 1))];
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(3);
    expect(names[0]).toMatch(/^2026-03-14T13-00-00-123Z-\d{6}-[0-9a-f]{8}\.eml$/);
  });
});
