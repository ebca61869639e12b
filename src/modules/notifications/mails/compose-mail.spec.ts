import { describe, expect, it } from '@jest/globals';
import { type MailContext, type MailEvent, changeAlertMail, collegeAlertMail, digestMail, reminderMail } from './compose-mail.js';
import type { MailLanguage } from './mail-language.js';

const event: MailEvent = {
  id: '2b7f3c1e-0d5a-4c8e-9f10-3a2b1c0d9e8f',
  name: 'Spring <Showcase> & "Friends"',
  startDate: '2026-03-21',
  endDate: '2026-03-22',
  registrationDeadline: '2026-03-14',
  city: 'Philadelphia',
  state: 'PA',
  cost: 250,
  registrationLink: 'https://example.org/register?team=a&b=<c>',
};

const context = (language: MailLanguage, kind: MailContext['kind'] = 'deadlineReminders'): MailContext => ({
  recipient: { email: 'ana@example.com', username: 'ana<b>', language },
  kind,
  unsubscribeToken: 'eyJ1IjoiYSJ9.c2ln',
  publicUrl: 'https://events.example.com',
  productName: 'Field Hockey Events',
});

describe('mail texts', () => {
  it('given a 7-day deadline reminder in English, then subject, text and html say it, with the event and its links', () => {
    const mail = reminderMail('deadline-7', event, context('en'));
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Registration for Spring <Showcase> & "Friends" closes in 7 days');
    expect(mail.text).toContain('Hi ana<b>,');
    expect(mail.text).toContain('closes on Saturday, March 14, 2026, 7 days from today.');
    expect(mail.text).toContain('When: Saturday, March 21, 2026 – Sunday, March 22, 2026');
    expect(mail.text).toContain('Where: Philadelphia, PA');
    expect(mail.text).toContain('Cost: $250');
    expect(mail.text).toContain('Event details: https://events.example.com/events/2b7f3c1e-0d5a-4c8e-9f10-3a2b1c0d9e8f');
    expect(mail.text).toContain('Unsubscribe from deadline reminders: https://events.example.com/unsubscribe?token=eyJ1IjoiYSJ9.c2ln');
    expect(mail.text).toContain('Manage your e-mail preferences: https://events.example.com/profile');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('href="https://events.example.com/unsubscribe?token=eyJ1IjoiYSJ9.c2ln"');
    expect(mail.html).toContain('href="https://events.example.com/profile"');
  });

  it('given the same reminder in Spanish, then every word is Spanish and dates and costs are written the Spanish way', () => {
    const mail = reminderMail('deadline-1', { ...event, cost: null }, context('es'));
    expect(mail.subject).toBe('La inscripción para Spring <Showcase> & "Friends" cierra mañana');
    expect(mail.text).toContain('Hola, ana<b>:');
    expect(mail.text).toContain('cierra mañana, sábado, 14 de marzo de 2026.');
    expect(mail.text).toContain('Cuándo: sábado, 21 de marzo de 2026 – domingo, 22 de marzo de 2026');
    expect(mail.text).toContain('Costo: Consultar al organizador');
    expect(mail.text).toContain('Dejar de recibir recordatorios de fechas límite: https://events.example.com/unsubscribe?token=');
    expect(mail.text).toContain('Gestionar tus preferencias de correo: https://events.example.com/profile');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/\b(When|Where|Cost|Unsubscribe|Hi)\b/);
  });

  it('given an event reminder, then it carries the event reminders unsubscribe link and the one-click headers', () => {
    const mail = reminderMail('event-3', event, context('en', 'eventReminders'));
    expect(mail.subject).toBe('Spring <Showcase> & "Friends" starts in 3 days');
    expect(mail.text).toContain('starts on Saturday, March 21, 2026, 3 days from today.');
    expect(mail.text).toContain('Unsubscribe from event date reminders');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://events.example.com/api/unsubscribe?token=eyJ1IjoiYSJ9.c2ln>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('given names and links with markup, then the html escapes every one of them', () => {
    const mail = reminderMail('deadline-7', event, context('en'));
    expect(mail.html).toContain('Spring &lt;Showcase&gt; &amp; &quot;Friends&quot;');
    expect(mail.html).toContain('Hi ana&lt;b&gt;,');
    expect(mail.html).toContain('href="https://example.org/register?team=a&amp;b=&lt;c&gt;"');
    expect(mail.html).not.toContain('<Showcase>');
    expect(mail.html).not.toContain('<b>');
  });

  it('given a change, then each changed field is listed old → new, in the reader’s language', () => {
    const changes = [
      { field: 'startDate' as const, before: '2026-03-21', after: '2026-03-28' },
      { field: 'cost' as const, before: 250, after: 0 },
      { field: 'city' as const, before: 'Philadelphia', after: 'Trenton' },
      { field: 'registrationLink' as const, before: 'https://example.org/a', after: null },
    ];
    const english = changeAlertMail(event, { cancelled: false, changes }, context('en', 'changeAlerts'));
    expect(english.subject).toBe('Spring <Showcase> & "Friends" has changed');
    expect(english.text).toContain('- Start date: Saturday, March 21, 2026 → Saturday, March 28, 2026');
    expect(english.text).toContain('- Cost: $250 → Free');
    expect(english.text).toContain('- City: Philadelphia → Trenton');
    expect(english.text).toContain('- Registration link: https://example.org/a → none');
    expect(english.text).toContain('Unsubscribe from change alerts');
    const spanish = changeAlertMail(event, { cancelled: false, changes }, context('es', 'changeAlerts'));
    expect(spanish.subject).toBe('Spring <Showcase> & "Friends" ha cambiado');
    expect(spanish.text).toContain('- Fecha de inicio: sábado, 21 de marzo de 2026 → sábado, 28 de marzo de 2026');
    expect(spanish.text).toContain('- Costo: $250 → Gratis');
    expect(spanish.text).toContain('- Ciudad: Philadelphia → Trenton');
    expect(spanish.html).toContain('<li><strong>Costo:</strong> $250 → Gratis</li>');
  });

  it('given a cancellation, then the mail says the event is cancelled', () => {
    expect(changeAlertMail(event, { cancelled: true, changes: [] }, context('en', 'changeAlerts')).subject).toBe('Spring <Showcase> & "Friends" has been cancelled');
    expect(changeAlertMail(event, { cancelled: true, changes: [] }, context('es', 'changeAlerts')).text).toContain('Este evento que guardaste ha sido cancelado.');
  });

  it('given a digest, then it lists the new events and the deadlines coming up, in both languages', () => {
    const closing = { ...event, id: 'c', name: 'Closing Clinic', registrationDeadline: '2026-03-20' };
    const english = digestMail({ newEvents: [event], closingSoon: [closing] }, context('en', 'weeklyDigest'));
    expect(english.subject).toBe('Your weekly field hockey events digest');
    expect(english.text).toContain('New events this week');
    expect(english.text).toContain('- Spring <Showcase> & "Friends" (Saturday, March 21, 2026 – Sunday, March 22, 2026 · Philadelphia, PA)');
    expect(english.text).toContain('- Closing Clinic (registration closes Friday, March 20, 2026)');
    expect(english.text).toContain('Unsubscribe from the weekly digest');
    const spanish = digestMail({ newEvents: [], closingSoon: [closing] }, context('es', 'weeklyDigest'));
    expect(spanish.subject).toBe('Tu resumen semanal de eventos de hockey sobre césped');
    expect(spanish.text).not.toContain('Eventos nuevos esta semana');
    expect(spanish.text).toContain('- Closing Clinic (la inscripción cierra el viernes, 20 de marzo de 2026)');
  });

  it('given more new events than a digest names, then it names the first ones and says how many more there are', () => {
    const many = Array.from({ length: 53 }, (_, index) => ({ ...event, id: `e${index}`, name: `Event ${index}` }));
    const mail = digestMail({ newEvents: many, closingSoon: [] }, context('en', 'weeklyDigest'));
    expect(mail.text).toContain('Event 49 (');
    expect(mail.text).not.toContain('Event 50 (');
    expect(mail.text).toContain('…and 3 more on the site.');
  });
});

describe('the followed colleges mail', () => {
  it('given colleges added to two events, in English, then one mail lists each event with its colleges, under change alerts', () => {
    const mail = collegeAlertMail(
      [
        { event, colleges: ['Duke', 'Yale'] },
        { event: { ...event, id: 'other', name: 'Winter Camp' }, colleges: ['Duke'] },
      ],
      context('en', 'changeAlerts'),
    );
    expect(mail.subject).toBe('Colleges you follow were added to 2 upcoming events');
    expect(mail.text).toContain('now attending: Duke, Yale');
    expect(mail.text).toContain('- Winter Camp (');
    expect(mail.text).toContain('You get this e-mail because you follow these colleges and change alerts are on in your profile.');
    expect(mail.text).toContain('Unsubscribe from change alerts');
    expect(mail.html).toContain('Spring &lt;Showcase&gt; &amp; &quot;Friends&quot;');
  });

  it('given one event, in Spanish, then the subject and texts are Spanish', () => {
    const mail = collegeAlertMail([{ event, colleges: ['Duke'] }], context('es', 'changeAlerts'));
    expect(mail.subject).toBe('Una universidad que sigues se añadió a un próximo evento');
    expect(mail.text).toContain('ahora asisten: Duke');
    expect(mail.text).toContain('Recibes este correo porque sigues estas universidades');
  });
});
