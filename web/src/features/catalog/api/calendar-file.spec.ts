import { describe, expect, it } from '@jest/globals';
import { calendarFileName, fileNameFromDisposition } from './calendar-file';

describe('calendar file names', () => {
  it('given an event name, when no name comes from the server, then it is lowercased with hyphens for the rest', () => {
    expect(calendarFileName('Fall ID Camp 2026: U16 & U19')).toBe('fall-id-camp-2026--u16---u19.ics');
  });

  it('given a Content-Disposition header, when read, then its file name is used', () => {
    expect(fileNameFromDisposition('attachment; filename="fall-id-camp.ics"')).toBe('fall-id-camp.ics');
    expect(fileNameFromDisposition('attachment; filename=fall.ics')).toBe('fall.ics');
    expect(fileNameFromDisposition(`attachment; filename="x.ics"; filename*=UTF-8''campus%20d%C3%ADa.ics`)).toBe('campus día.ics');
  });

  it('given no usable header, when read, then there is no name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
