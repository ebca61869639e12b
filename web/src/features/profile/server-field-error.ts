const fieldPrefix = /^([A-Za-z]+)(?:\.\w+)*: ([\s\S]*)$/;

/**
 * The server names the field a 400 is about as "field: message" ("gradYears.1: …" for a list's item): split so the
 * message can sit under that field.
 */
export function splitFieldMessage(message: string): { field: string | null; text: string } {
  const match = fieldPrefix.exec(message);
  return match ? { field: match[1], text: match[2] } : { field: null, text: message };
}
