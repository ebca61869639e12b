/**
 * Spanish text in the readers' words. The readers know how US organizers write in English ("Dates:", "January 16-17,
 * 2027", "ages 8 to 12", "$35 per player"); a bilingual club writes the same facts in Spanish ("Fechas: sábado 16 y
 * domingo 17 de enero de 2027", "de 8 a 12 años", "$35 por jugador"). Said in the readers' words, every rule holds
 * for them as it does in English. Names are not translated: a line that names the event is kept as written.
 */

const MONTHS: Record<string, string> = {
  enero: 'January',
  febrero: 'February',
  marzo: 'March',
  abril: 'April',
  mayo: 'May',
  junio: 'June',
  julio: 'July',
  agosto: 'August',
  septiembre: 'September',
  setiembre: 'September',
  octubre: 'October',
  noviembre: 'November',
  diciembre: 'December',
};
const WEEKDAYS: Record<string, string> = {
  lunes: 'Monday',
  martes: 'Tuesday',
  miércoles: 'Wednesday',
  miercoles: 'Wednesday',
  jueves: 'Thursday',
  viernes: 'Friday',
  sábado: 'Saturday',
  sabado: 'Saturday',
  domingo: 'Sunday',
};
const MONTH = `(${Object.keys(MONTHS).join('|')})`;
const WEEKDAY = `(?:(${Object.keys(WEEKDAYS).join('|')}),?\\s)`;
const YEAR = `(?:,?\\s(?:de|del)\\s(\\d{4}))?`;

const month = (name: string) => MONTHS[name.toLowerCase()];
const weekday = (name: string | undefined) => (name ? `${WEEKDAYS[name.toLowerCase()]}, ` : '');
const year = (value: string | undefined) => (value ? `, ${value}` : '');

/** Each rule: what Spanish says, and how the readers read it. Days first (they hold the words later rules change). */
const RULES: [RegExp, (...groups: string[]) => string][] = [
  // "del 28 de junio al 1 de julio de 2027": a span across months.
  [new RegExp(`(?:del\\s)?${WEEKDAY}?(\\d{1,2})\\sde\\s${MONTH}\\s(?:al|a|hasta\\sel)\\s${WEEKDAY}?(\\d{1,2})\\sde\\s${MONTH}${YEAR}`, 'giu'), (_all, wd1, d1, m1, wd2, d2, m2, y) => `${weekday(wd1)}${month(m1)} ${d1} - ${weekday(wd2)}${month(m2)} ${d2}${year(y)}`],
  // "sábado 16 y domingo 17 de enero de 2027", "del 5 al 8 de abril": two days, or a span, in one month.
  [new RegExp(`(?:del\\s)?${WEEKDAY}?(\\d{1,2})\\s(y|al|a|-|–)\\s${WEEKDAY}?(\\d{1,2})\\sde\\s${MONTH}${YEAR}`, 'giu'), (_all, _wd1, d1, joint, _wd2, d2, m, y) => `${month(m)} ${d1}${joint.toLowerCase() === 'y' ? ' and ' : '-'}${d2}${year(y)}`],
  // "viernes 8 de enero", "16 de enero de 2027".
  [new RegExp(`${WEEKDAY}?(\\d{1,2})\\sde\\s${MONTH}${YEAR}`, 'giu'), (_all, wd, d, m, y) => `${weekday(wd)}${month(m)} ${d}${year(y)}`],
  // "enero de 2027": a month of a year.
  [new RegExp(`\\b${MONTH}\\s(?:de|del)\\s(\\d{4})`, 'giu'), (_all, m, y) => `${month(m)} ${y}`],
  // Ages and grades: "de 8 a 12 años", "grados 3 a 8".
  [/(?:de\s)?(\d{1,2})\sa\s(\d{1,2})\saños/giu, (_all, from, to) => `ages ${from} to ${to}`],
  [/(?:grados?|de\s)\s?(\d{1,2})(?:°|º)?\s(?:a|al)\s(\d{1,2})(?:°|º)?(?:\sgrado)?/giu, (_all, from, to) => `grades ${from} to ${to}`],
  // What a fee is for.
  [/\bpor\s(?:jugador(?:\(a\)|a|es)?|jugadoras|persona|participante|niñ[oa]|atleta)(?!\p{L})/giu, () => 'per player'],
  [/\bpor\sequipo\b/giu, () => 'per team'],
  [/\b(?:gratis|gratuit[oa])\b/giu, () => 'free'],
  // The sport, and kinds of events.
  [/\bhockey\s(?:sobre\s)?(?:césped|cesped|pasto|hierba)\b|\bhockey\sde\scampo\b/giu, () => 'field hockey'],
  [/\bcampamentos?\b/giu, () => 'camp'],
  [/\bcl[ií]nicas?\b/giu, () => 'clinic'],
  [/\btorneos?\b/giu, () => 'tournament'],
  [/\bexhibici[oó]n\b/giu, () => 'showcase'],
  [/\bpruebas\b/giu, () => 'tryouts'],
];

/** Labels at a line's start, the most particular first ("Fecha límite de inscripción:" before "Fecha:"). */
const LABELS: [RegExp, string][] = [
  [/^(?:fecha\sl[ií]mite(?:\s(?:de|para)\s(?:inscripci[oó]n|inscribirse|registro))?|inscripciones?\shasta|cierre\sde\s(?:inscripciones?|registro))\s?:/iu, 'Registration deadline:'],
  [/^(?:fechas?|d[ií]as?|cu[aá]ndo)\s?:/iu, 'Dates:'],
  [/^(?:lugar|sede|ubicaci[oó]n|d[oó]nde|direcci[oó]n|cancha)\s?:/iu, 'Location:'],
  [/^(?:costo|coste|precio|cuota|tarifa|inversi[oó]n)\s?:/iu, 'Cost:'],
  [/^(?:edades?|categor[ií]as?|para\squi[eé]n|qui[eé]nes)\s?:/iu, 'Ages:'],
  [/^(?:horarios?|hora)\s?:/iu, 'Time:'],
  [/^(?:inscripci[oó]n|inscripciones|inscr[ií]bete|registro|reg[ií]strate|inscribirse)(?:\sen\sl[ií]nea)?\s?:/iu, 'Register:'],
];

/** A line of Spanish text in the readers' words. */
export function inReadersWords(line: string): string {
  let said = line;
  for (const [label, english] of LABELS) {
    if (label.test(said.trimStart())) {
      said = said.trimStart().replace(label, english);
      break;
    }
  }
  // Web addresses stay as written ("/clinica-invierno" is a page's address, not a word).
  return said
    .split(/(\bhttps?:\/\/\S+|\bwww\.\S+)/i)
    .map((part, index) => (index % 2 === 1 ? part : RULES.reduce((text, [rule, english]) => text.replace(rule, english as (substring: string, ...groups: string[]) => string), part)))
    .join('');
}

const SPANISH_WORDS = new Set(['el', 'la', 'los', 'las', 'de', 'del', 'y', 'para', 'con', 'por', 'en', 'una', 'un', 'que', 'es', 'hola', 'gracias', 'evento', 'campamento', 'clínica', 'jugadoras', 'jugadores', 'edades', 'precio', 'costo', 'inscripción', 'fecha', 'fechas', 'nuestro', 'nuestra', 'lugar', 'sábado', 'domingo', 'años']);
const ENGLISH_WORDS = new Set(['the', 'and', 'of', 'for', 'with', 'in', 'a', 'an', 'to', 'is', 'hello', 'hi', 'thanks', 'event', 'camp', 'clinic', 'players', 'ages', 'price', 'cost', 'registration', 'date', 'dates', 'our', 'at', 'saturday', 'sunday', 'we', 'you']);

/** Whether a text's words are mostly Spanish ones (counted among words common in organizers' mails of either language). */
export function isMostlySpanish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const spanish = words.filter((word) => SPANISH_WORDS.has(word)).length;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  return spanish > english;
}
