import fc from 'fast-check';
import { AGE_LEVELS, DETAIL_FIELDS, EVENT_TYPES, US_STATES } from '../../src/modules/catalog/events/event-details.js';

/** The part of JSON Schema the OpenAPI document uses for request bodies and query parameters. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Real values for fields by name (ids, tokens, codes the server issued): the way past "not found" into the handlers. */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

/** Built once: generating them anew for every run would cost more than sending them. */
const HUGE_STRINGS = ['a'.repeat(100_000), '🏑'.repeat(30_000), ' '.repeat(50_000), 'İ'.repeat(20_000), '\u0000'.repeat(10_000)];

/** Nesting far deeper than any schema, still under the 1 MB body limit. */
export const DEEP_JSON = ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)];

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\u202E',
  '\uD800',
  '\uDFFF',
  'ǅ',
  'ß',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "'; DROP TABLE events; --",
  '" OR 1=1 --',
  '{"$gt": ""}',
  '../../../../etc/passwd',
  '%00',
  '%zz',
  '${7*7}',
  '{{7*7}}',
  '=HYPERLINK("http://evil.example")',
  '+cmd|" /C calc"!A0',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '+275760-09-13',
  '2026-01-01T00:00:00Z',
  'http://127.0.0.1:1/',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'webcal://example.org/feed.ics',
  'a@b',
  `${'a'.repeat(250)}@example.com`,
];

/** Strings a careless handler trips over: control and bidi characters, lone surrogates, injections, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 3000 }) },
  // Rare: sending them is what costs time in this suite.
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);

/** Numbers as JSON text, so that values JavaScript cannot hold (1e999, 2^64) reach the server as written. */
const hostileNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-0', '-1', '0.5', '1e999', '-1e999', '1e-400', '2147483648', '9007199254740993', '18446744073709551616', '123456789012345678901234567890'),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
);

/** Keys aimed at prototype pollution and at fields a client must never set. */
const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'accessLevel', 'userId', 'id', '$where', 'toString', ''),
  fc.string({ maxLength: 12 }),
);

const objectText = (entries: readonly (readonly [string, string])[]) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

/** Any hostile JSON value, as text: scalars, huge strings, nested arrays and objects with polluting keys. */
export const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString.map((text) => JSON.stringify(text)) },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom('null', 'true', 'false', '[]', '{}') },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(objectText) },
  ),
})).value;

function dateText(): fc.Arbitrary<string> {
  const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true });
  return fc.oneof(day.map((date) => date.toISOString().slice(0, 10)), fc.constantFrom('2026-02-29', '2028-02-29', '2026-04-31', ''));
}

/** A string the field plausibly takes: by pattern, by the field's name, else within its length bounds. */
function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const fits = (text: string) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(fits);
  if (/date|deadline|until/i.test(name)) return dateText();
  if (/^state$/i.test(name)) return fc.constantFrom(...US_STATES, 'XX', 'pa');
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.stringMatching(/^[a-z0-9]{1,20}$/).map((local) => `${local}@example.com`));
  if (/url|link|image/i.test(name)) return fc.webUrl();
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}

/** A value that passes (or nearly passes) `schema`: enough of them get past validation into the handler. */
export function plausible(schema: JsonSchema, name = '', known: KnownValues = {}): fc.Arbitrary<unknown> {
  const values = known[name] ?? [];
  const generated = generatedValue(schema, name, known);
  return values.length ? fc.oneof(fc.constantFrom(...values), generated) : generated;
}

function generatedValue(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => generatedValue(option, name, known)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => generatedValue({ ...schema, type }, name, known)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'array':
      return fc.array(plausible(schema.items ?? {}, name, known), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausible(property, key, known)])),
        { requiredKeys: schema.required ?? [] },
      );
    case 'string':
      return plausibleString(schema, name);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One field's value as JSON text: mostly plausible, often hostile. */
const fieldText = (schema: JsonSchema, name: string, known: KnownValues) =>
  fc.oneof({ weight: 3, arbitrary: plausible(schema, name, known).map((value) => JSON.stringify(value) ?? 'null') }, { weight: 2, arbitrary: hostileJson });

/**
 * A JSON request body, as text, for a route whose body follows `schema` (if it has one): arbitrary JSON,
 * hostile top-level values, bodies that pass validation, and objects with the route's real field names
 * holding hostile values next to extra polluting keys.
 */
export function jsonBody(schema: JsonSchema | undefined, known: KnownValues = {}): fc.Arbitrary<string> {
  const properties = Object.entries(schema?.properties ?? {});
  const valid = plausible(schema ?? { type: 'object' }, '', known).map((value) => JSON.stringify(value));
  const mixed = fc
    .tuple(
      fc.tuple(...properties.map(([name, property]) => fc.option(fieldText(property, name, known), { nil: undefined, freq: 4 }))),
      fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 2 }),
      fc.boolean(),
    )
    .map(([values, extras, extrasFirst]) => {
      const present = properties.flatMap(([name], index) => (values[index] === undefined ? [] : [[name, values[index]] as const]));
      return objectText(extrasFirst ? [...extras, ...present] : [...present, ...extras]);
    });
  return fc.oneof(
    { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.oneof({ weight: 4, arbitrary: hostileJson }, { weight: 1, arbitrary: fc.constantFrom(...DEEP_JSON, '', '{', '{"a":1,}', "{'a':1}", '\uFEFF{}') }) },
    { weight: 2, arbitrary: valid },
    { weight: 4, arbitrary: mixed },
  );
}

const CSV_COLUMNS = ['id', ...DETAIL_FIELDS];

/** A cell that fits its column, so that some rows are imported and reach the catalog's commands. */
function fittingCell(column: string): fc.Arbitrary<string> {
  if (column === 'eventType') return fc.constantFrom(...EVENT_TYPES);
  if (column === 'ageLevel') return fc.constantFrom(...AGE_LEVELS);
  if (column === 'state') return fc.constantFrom(...US_STATES);
  if (column === 'startDate') return dateText();
  if (column === 'endDate' || column === 'registrationDeadline') return fc.oneof(fc.constant(''), dateText());
  if (column === 'cost') return fc.constantFrom('', 'Free', '0', '250', '$1,250.50', 'contact');
  if (column === 'isIndoor') return fc.constantFrom('', 'yes', 'no', 'indoor', 'outdoor');
  if (column === 'registrationLink') return fc.oneof(fc.constant(''), fc.webUrl());
  if (column === 'id') return fc.oneof(fc.constant(''), fc.uuid());
  return fc.string({ minLength: 1, maxLength: 30 });
}

const hostileCell: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...EVENT_TYPES, ...AGE_LEVELS, 'Free', '$1,250.50', 'contact', 'yes', '', '00000000-0000-4000-8000-000000000000'),
  dateText(),
  hostileString.filter((text) => text.length < 5000),
);

const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

function csvRow(header: readonly string[]): fc.Arbitrary<string[]> {
  const fitting = fc.tuple(...header.map(fittingCell)).map((cells) => cells.map(quoted));
  const hostile = fc
    .array(fc.tuple(hostileCell, fc.constantFrom('plain', 'quoted', 'broken')), { maxLength: header.length + 2 })
    .map((cells) => cells.map(([cell, form]) => (form === 'plain' ? cell : form === 'quoted' ? quoted(cell) : `"${cell}`)));
  return fc.oneof(fitting, hostile);
}

/**
 * A CSV file for the admin import: the real columns in any order (now and then made-up ones), rows that fit
 * them and rows of hostile cells with broken quoting, a byte-order mark, any line ending.
 */
export const csvBody: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.shuffledSubarray(CSV_COLUMNS, { minLength: CSV_COLUMNS.length }) },
    { weight: 1, arbitrary: fc.shuffledSubarray([...CSV_COLUMNS, 'isAdmin', '__proto__', '', 'Name'], { minLength: 0 }) },
  )
  .chain((header) => fc.tuple(fc.constant(header), fc.array(csvRow(header), { maxLength: 6 }), fc.constantFrom('\r\n', '\n', '\r'), fc.boolean()))
  .map(([header, rows, newline, bom]) => (bom ? '\uFEFF' : '') + [header, ...rows].map((cells) => cells.join(',')).join(newline));
