const fieldPrefix = /^([A-Za-z]+): ([\s\S]*)$/;

/** The server names the field a 400 is about as "field: message": split so the message can sit under that field. */
export function splitFieldMessage(message: string): { field: string | null; text: string } {
  const match = fieldPrefix.exec(message);
  return match ? { field: match[1], text: match[2] } : { field: null, text: message };
}
