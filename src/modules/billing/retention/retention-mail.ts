import type { MailMessage } from '../../../platform/mail/mailer.js';

type Language = 'en' | 'es';

const escape = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function longDate(iso: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** The 7-day warning before a retention deletion, in the user's language, with the way to keep the account. */
export function retentionWarning(user: { username: string; email: string; language: Language }, due: { endedAt: string; deleteAt: string }, publicUrl: string, timeZone: string): MailMessage {
  const ended = longDate(due.endedAt, user.language, timeZone);
  const deleteOn = longDate(due.deleteAt, user.language, timeZone);
  const link = `${publicUrl}/profile`;
  const texts =
    user.language === 'es'
      ? {
          subject: `Tu cuenta de Field Hockey Events se eliminará el ${deleteOn}`,
          lines: [
            `Hola, ${user.username}:`,
            `Tu suscripción terminó el ${ended}. Como dice nuestra Política de privacidad, eliminamos las cuentas 90 días después de que termina su suscripción.`,
            `Tu cuenta, con tus eventos guardados, tus notas y tus preferencias, se eliminará el ${deleteOn}. Después no se podrá recuperar.`,
            `Para conservarla, vuelve a suscribirte antes de esa fecha:`,
          ],
          action: 'Volver a suscribirme',
        }
      : {
          subject: `Your Field Hockey Events account will be deleted on ${deleteOn}`,
          lines: [
            `Hi ${user.username},`,
            `Your subscription ended on ${ended}. As our Privacy Policy says, we delete accounts 90 days after their subscription ends.`,
            `Your account, with your saved events, notes and preferences, will be deleted on ${deleteOn}. It cannot be recovered after that.`,
            `To keep it, subscribe again before then:`,
          ],
          action: 'Subscribe again',
        };
  return {
    to: user.email,
    subject: texts.subject,
    text: `${texts.lines.join('\n\n')}\n${link}\n`,
    html: `${texts.lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(link)}">${escape(texts.action)}</a></p>`,
  };
}
