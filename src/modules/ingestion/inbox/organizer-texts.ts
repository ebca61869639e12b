import type { MailMessage } from '../../../platform/mail/mailer.js';
import { escapeHtml } from '../read/plain-text.js';
import { isMostlySpanish } from '../read/spanish.js';
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
  return isMostlySpanish(text) ? 'es' : 'en';
}

/** A mail of plain lines, the same in text and HTML (a line that is a web address is a link). */
export function organizerMail(to: string, content: { subject: string; lines: readonly string[] }): MailMessage {
  const html = content.lines
    .map((line) => (/^https?:\/\/\S+$/.test(line) ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join('\n');
  return { to, subject: content.subject, text: `${content.lines.join('\n\n')}\n`, html };
}

/** The checks' messages, in Spanish: an organizer who writes in Spanish reads why their input was refused in it. */
const SPANISH_PROBLEMS: [RegExp, string][] = [
  [/^Required$/, 'Obligatorio'],
  [/^Must be at most (\d+) characters$/, 'Debe tener como máximo $1 caracteres'],
  [/^Must be text$/, 'Debe ser texto'],
  [/^Use the yyyy-MM-dd format(?: \(a real day\))?$/, 'Usa el formato aaaa-mm-dd (un día real)'],
  [/^Must not be before the start date$/, 'No puede ser anterior a la fecha de inicio'],
  [/^Must not be after the start date$/, 'No puede ser posterior a la fecha de inicio'],
  [/^Must be an e-mail address$/, 'Debe ser una dirección de correo electrónico'],
  [/^Must be a 2-letter US state code(?: such as PA)?$/, 'Debe ser el código de dos letras de un estado de EE. UU. (por ejemplo, PA)'],
  [/^Must be one of (.+)$/, 'Debe ser uno de: $1'],
  [/^Must be 0 \(free\) or more$/, 'Debe ser 0 (gratis) o más'],
  [/^Must be at most (\d+)$/, 'Debe ser como máximo $1'],
  [/^Must be a number of dollars, or null to contact the organizer$/, 'Debe ser una cantidad en dólares, o vacío para consultar al organizador'],
  [/^Must be true, false or null$/, 'Debe ser sí, no o vacío'],
  [/^Must be an http:\/\/ or https:\/\/ link$/, 'Debe ser un enlace http:// o https://'],
  [/^Must be a web address \(http or https\)$/, 'Debe ser una dirección web (http o https)'],
  [/^Must be en or es$/, 'Debe ser en o es'],
  [/^Must be form, link or file$/, 'Debe ser form, link o file'],
  [/^Send a link or a file$/, 'Envía un enlace o un archivo'],
  [/^Required when the event was read from a link$/, 'Obligatorio cuando el evento se leyó de un enlace'],
  [/^Required when the event was read from a file$/, 'Obligatorio cuando el evento se leyó de un archivo'],
  [/^Unknown fields?: (.+)$/, 'Campo desconocido: $1'],
];

/**
 * A refused input's message ("event.startDate: Required") in the organizer's language: the field's path stays as
 * it is (the page finds the field by it), the reason is said in Spanish for a Spanish page; one not known here is
 * said as "check this field" rather than in English.
 */
export function problemIn(language: Language, message: string): string {
  if (language === 'en') return message;
  const colon = message.startsWith('Unknown field') ? -1 : message.indexOf(': ');
  const [path, reason] = colon > 0 ? [message.slice(0, colon), message.slice(colon + 2)] : [null, message];
  const known = SPANISH_PROBLEMS.find(([pattern]) => pattern.test(reason));
  const said = known ? reason.replace(known[0], known[1]) : 'Revisa este dato';
  return path ? `${path}: ${said}` : said;
}
