import { errorMessage } from '../../lib/api';

const fieldPrefix = /^([A-Za-z]+)(?:\.\w+)*: ([\s\S]*)$/;

/**
 * The server names the field a 400 is about as "field: message" ("gradYears.1: …" for a list's item): split so the
 * message can sit under that field.
 */
export function splitFieldMessage(message: string): { field: string | null; text: string } {
  const match = fieldPrefix.exec(message);
  return match ? { field: match[1], text: match[2] } : { field: null, text: message };
}

/**
 * The same from a failed request: the field named in the message, or in the answer's own `field` when it gives one
 * (`{ "field": "homeZip", "message": "Not a US ZIP code we know" }`).
 */
export function serverFieldError(error: unknown): { field: string | null; text: string } {
  const split = splitFieldMessage(errorMessage(error));
  if (split.field !== null || !(error instanceof Error)) return split;
  try {
    const body: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ''));
    if (typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string') {
      return { field: body.field.split('.')[0], text: split.text };
    }
  } catch {
    // Not JSON: no field named.
  }
  return split;
}
