import { describe, expect, it } from '@jest/globals';
import { languageOfMail } from './organizer-texts.js';
import { fileKindOf } from './submission-reader.js';
import { type SubmissionReceived, SubmissionError, decideConfirmation, evolveSubmission, initialSubmissionState, organizerIdOf } from './submission.js';

const received = (occurredAt: string): SubmissionReceived => ({
  type: 'SubmissionReceived',
  data: {
    submissionId: 's1',
    organizerId: organizerIdOf('a@b.example'),
    channel: 'mail',
    via: 'smtp',
    sender: { name: 'A', email: 'a@b.example' },
    language: 'es',
    subject: 'S',
    text: 'T',
    link: null,
    files: [],
    original: null,
    events: [],
    notes: [],
    occurredAt,
  },
});

describe('a submission', () => {
  it('is confirmed once, within seven days of being received', () => {
    const state = evolveSubmission(initialSubmissionState, received('2026-11-01T10:00:00.000Z') as never);
    expect(decideConfirmation(state, { submissionId: 's1', draftIds: ['d'], now: new Date('2026-11-08T09:00:00.000Z') })).toEqual([
      { type: 'SubmissionConfirmed', data: { submissionId: 's1', draftIds: ['d'], occurredAt: '2026-11-08T09:00:00.000Z' } },
    ]);
    expect(() => decideConfirmation(state, { submissionId: 's1', draftIds: [], now: new Date('2026-11-08T11:00:00.000Z') })).toThrow(SubmissionError);
    const confirmed = evolveSubmission(state, { type: 'SubmissionConfirmed', data: { submissionId: 's1', draftIds: ['d'], occurredAt: '2026-11-02T00:00:00.000Z' } } as never);
    expect(decideConfirmation(confirmed, { submissionId: 's1', draftIds: ['d'], now: new Date('2026-11-03T00:00:00.000Z') })).toEqual([]);
    expect(() => decideConfirmation(initialSubmissionState, { submissionId: 's1', draftIds: [], now: new Date() })).toThrow('Submission not found');
  });

  it('seals its sender under one pseudonym per address, whatever its letter case', () => {
    expect(organizerIdOf(' Coach@Club.example ')).toBe(organizerIdOf('coach@club.example'));
    expect(organizerIdOf('coach@club.example')).not.toBe(organizerIdOf('other@club.example'));
  });

  it('answers a mail in its Content-Language, else in the language most of its words are in', () => {
    expect(languageOfMail('es-US', 'The camp')).toBe('es');
    expect(languageOfMail('en', 'Hola, el campamento')).toBe('en');
    expect(languageOfMail(null, 'Hola, les enviamos el campamento de hockey para las jugadoras')).toBe('es');
    expect(languageOfMail(null, 'Hi, here is the camp for the players')).toBe('en');
  });

  it('reads only the kinds of files it knows, by type or by name', () => {
    expect(fileKindOf('flyer.PDF', 'application/octet-stream')).toBe('pdf');
    expect(fileKindOf('x', 'text/calendar; charset=utf-8')).toBe('ics');
    expect(fileKindOf('page.htm', '')).toBe('html');
    expect(fileKindOf('flyer.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeNull();
    expect(fileKindOf('run.exe', 'application/x-msdownload')).toBeNull();
  });
});

describe('a refused input’s message in the organizer’s language', () => {
  it('keeps the field’s path and says the reason in Spanish for a Spanish page, English as it is', async () => {
    const { problemIn } = await import('./organizer-texts.js');
    expect(problemIn('es', 'event.startDate: Required')).toBe('event.startDate: Obligatorio');
    expect(problemIn('es', 'name: Must be at most 100 characters')).toBe('name: Debe tener como máximo 100 caracteres');
    expect(problemIn('es', 'Send a link or a file')).toBe('Envía un enlace o un archivo');
    expect(problemIn('es', 'Unknown field: role')).toBe('Campo desconocido: role');
    expect(problemIn('es', 'event.cost: Something new')).toBe('event.cost: Revisa este dato');
    expect(problemIn('en', 'event.startDate: Required')).toBe('event.startDate: Required');
  });
});
