import type { MailMessage } from '../../../platform/mail/mailer.js';
import type { ReadProblem } from './submission-reader.js';
import type { Language } from './submission.js';

/** What an organizer reads from us, in English and Spanish: answers to bad input, and the mails we send them. */
const TEXTS = {
  en: {
    problems: {
      'link-refused': 'We cannot read that address: give the public web address of your event page.',
      'link-unreadable': 'We could not open that page. Check the address, or fill in the form yourself.',
      'file-type': 'Send a PDF flyer or a calendar file (.ics).',
      'file-unreadable': 'We could not read that file. Fill in the form yourself, or send a PDF flyer.',
      busy: 'We are reading many submissions right now: try again in a few minutes.',
    } satisfies Record<ReadProblem, string>,
    fileTooBig: (megabytes: number) => `The file is too big: at most ${megabytes} MB.`,
    tooMany: (minutes: number) => `Too many submissions: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    badLink: 'This confirmation link is not valid. Send your event again from the submission page.',
    expiredLink: 'This confirmation link has expired. Send your event again from the submission page.',
    confirm: (url: string, what: string) => ({
      subject: 'Confirm your event submission',
      lines: [
        'Hello,',
        `We received ${what} for Field Hockey Events.`,
        'Confirm it is yours by opening this link within 7 days; only then do our reviewers see it:',
        url,
        'If you did not send anything, ignore this mail: nothing will be published.',
      ],
    }),
    what: (count: number) => (count === 1 ? 'an event' : count === 0 ? 'a message' : `${count} events`),
    published: (name: string, url: string) => ({
      subject: `Your event is listed: ${name}`,
      lines: ['Hello,', `Thank you: “${name}” is now listed on Field Hockey Events.`, url, 'Send us your next events the same way.'],
    }),
    rejected: (name: string, reason: string) => ({
      subject: `Your event was not listed: ${name}`,
      lines: ['Hello,', `Our reviewers did not list “${name}”.`, `Why: ${reason}`, 'You can send it again with the details corrected.'],
    }),
    untitled: 'your event',
  },
  es: {
    problems: {
      'link-refused': 'No podemos leer esa dirección: indica la dirección web pública de la página de tu evento.',
      'link-unreadable': 'No pudimos abrir esa página. Revisa la dirección o completa el formulario tú mismo.',
      'file-type': 'Envía un folleto en PDF o un archivo de calendario (.ics).',
      'file-unreadable': 'No pudimos leer ese archivo. Completa el formulario tú mismo o envía un folleto en PDF.',
      busy: 'Estamos leyendo muchos envíos en este momento: inténtalo de nuevo en unos minutos.',
    } satisfies Record<ReadProblem, string>,
    fileTooBig: (megabytes: number) => `El archivo es demasiado grande: como máximo ${megabytes} MB.`,
    tooMany: (minutes: number) => `Demasiados envíos: inténtalo de nuevo en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    badLink: 'Este enlace de confirmación no es válido. Envía tu evento de nuevo desde la página de envío.',
    expiredLink: 'Este enlace de confirmación ha vencido. Envía tu evento de nuevo desde la página de envío.',
    confirm: (url: string, what: string) => ({
      subject: 'Confirma el envío de tu evento',
      lines: [
        'Hola:',
        `Recibimos ${what} para Field Hockey Events.`,
        'Confirma que es tuyo abriendo este enlace dentro de 7 días; solo entonces lo verán nuestros revisores:',
        url,
        'Si no enviaste nada, ignora este correo: no se publicará nada.',
      ],
    }),
    what: (count: number) => (count === 1 ? 'un evento' : count === 0 ? 'un mensaje' : `${count} eventos`),
    published: (name: string, url: string) => ({
      subject: `Tu evento está publicado: ${name}`,
      lines: ['Hola:', `Gracias: «${name}» ya está publicado en Field Hockey Events.`, url, 'Envíanos tus próximos eventos de la misma manera.'],
    }),
    rejected: (name: string, reason: string) => ({
      subject: `Tu evento no fue publicado: ${name}`,
      lines: ['Hola:', `Nuestros revisores no publicaron «${name}».`, `Motivo: ${reason}`, 'Puedes enviarlo de nuevo con los datos corregidos.'],
    }),
    untitled: 'tu evento',
  },
} as const;

export const textsFor = (language: Language) => TEXTS[language];

/**
 * The language a mail is answered in: its `Content-Language`, else Spanish when its words are mostly Spanish ones,
 * else English.
 */
export function languageOfMail(contentLanguage: string | null, text: string): Language {
  if (contentLanguage) return /^es\b/i.test(contentLanguage) ? 'es' : 'en';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const spanish = words.filter((word) => SPANISH_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  return spanish > english ? 'es' : 'en';
}
const SPANISH_WORDS = new Set(['el', 'la', 'los', 'las', 'de', 'del', 'y', 'para', 'con', 'por', 'en', 'una', 'un', 'que', 'es', 'hola', 'gracias', 'evento', 'campamento', 'jugadoras', 'edades', 'precio', 'inscripción', 'fecha', 'nuestro', 'nuestra']);
const ENGLISH_WORDS = new Set(['the', 'and', 'of', 'for', 'with', 'in', 'a', 'an', 'to', 'is', 'hello', 'hi', 'thanks', 'event', 'camp', 'players', 'ages', 'price', 'registration', 'date', 'our', 'at']);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A mail of plain lines, the same in text and HTML (a line that is a web address is a link). */
export function organizerMail(to: string, content: { subject: string; lines: readonly string[] }): MailMessage {
  const html = content.lines
    .map((line) => (/^https?:\/\/\S+$/.test(line) ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join('\n');
  return { to, subject: content.subject, text: `${content.lines.join('\n\n')}\n`, html };
}
