import { z } from 'zod';
import { AGE_LEVELS, EVENT_TYPES, US_STATES } from '../../catalog/events/event-details.js';

const flag = z.boolean({ error: 'Must be true or false' });

const oneOf = (values: readonly string[], what: string) =>
  z
    .array(z.enum(values as [string, ...string[]], { error: `Must be one of: ${what}` }), { error: 'Must be a list' })
    .max(values.length, `Must list at most ${values.length} values`);

export const PreferencesInput = z
  .strictObject({
    deadlineReminders: flag.optional(),
    eventReminders: flag.optional(),
    changeAlerts: flag.optional(),
    weeklyDigest: flag.optional(),
    digestFilters: z
      .strictObject(
        {
          states: oneOf(US_STATES, 'the two-letter codes of the 50 states and DC').optional(),
          eventTypes: oneOf(EVENT_TYPES, EVENT_TYPES.join(', ')).optional(),
          ageLevels: oneOf(AGE_LEVELS, AGE_LEVELS.join(', ')).optional(),
        },
        { error: 'Must be an object' },
      )
      .optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change');
export type PreferencesInputBody = z.infer<typeof PreferencesInput>;

/** A token is base64url claims, a dot and a signature: far shorter than this. */
const token = z.string({ error: 'Must be text' }).min(1, 'Required').max(1000, 'Must be at most 1000 characters');

/**
 * The unsubscribe page sends `{token}` as JSON; a mail client's one-click button (RFC 8058) POSTs the form field
 * `List-Unsubscribe=One-Click` to the link, whose query carries the token.
 */
export const UnsubscribeBody = z.strictObject({
  token: token.optional(),
  'List-Unsubscribe': z.literal('One-Click', { error: 'Must be One-Click' }).optional(),
});
export type UnsubscribeBodyInput = z.infer<typeof UnsubscribeBody>;

export const UnsubscribeQuery = z.strictObject({ token: token.optional() });
export type UnsubscribeQueryInput = z.infer<typeof UnsubscribeQuery>;
