import type { FilePayload } from './api/organizers-api';

/** The server reads files of at most 4 MB (decoded): a bigger one is refused here, before it is uploaded. */
export const maxFileBytes = 4 * 1024 * 1024;

/** The types the server reads, by the type the browser gives or, when it gives none (often for .ics), by the name. */
const readableTypes = [
  { type: 'application/pdf', extension: '.pdf' },
  { type: 'text/calendar', extension: '.ics' },
] as const;

export type FileProblem = 'fileType' | 'fileTooBig';

/** The type to send the file as, or why it cannot be sent. */
export function checkFile(file: { name: string; type: string; size: number }): { type: string } | { problem: FileProblem } {
  const name = file.name.toLowerCase();
  const readable = readableTypes.find(({ type, extension }) => file.type === type || name.endsWith(extension));
  if (!readable) return { problem: 'fileType' };
  if (file.size > maxFileBytes) return { problem: 'fileTooBig' };
  return { type: readable.type };
}

/** The file's bytes as base64, without the `data:…;base64,` a data URL starts with. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function filePayload(file: File, type: string): Promise<FilePayload> {
  return { name: file.name, type, data: await base64Of(file) };
}
