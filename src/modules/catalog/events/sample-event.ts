import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

/** The one stream that says which event is the curated sample: `catalog-sample`. */
export const SAMPLE_STREAM = 'catalog-sample';

export interface SampleEventChosen {
  type: 'SampleEventChosen';
  data: { eventId: string; previousEventId: string | null; occurredAt: string };
}

export type SampleState = { eventId: string | null };
export const initialSampleState: SampleState = { eventId: null };

export function evolveSample(state: SampleState, recorded: SampleEventChosen | RecordedEvent): SampleState {
  const event = recorded as SampleEventChosen;
  return event.type === 'SampleEventChosen' ? { eventId: event.data.eventId } : state;
}

/** Nothing when the event already is the sample. The caller checks that the event is listed. */
export function decideChooseSample(state: SampleState, command: { eventId: string; now: Date }): SampleEventChosen[] {
  if (state.eventId === command.eventId) return [];
  return [{ type: 'SampleEventChosen', data: { eventId: command.eventId, previousEventId: state.eventId, occurredAt: command.now.toISOString() } }];
}
