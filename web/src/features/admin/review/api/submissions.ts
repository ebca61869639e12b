// An organizer's submissions as admins read them (issue 36): the original of one submission as it came (the raw mail,
// the uploaded file).

import type { SubmissionChannel } from './draft';

/** A mail or a file is kept as it came; a form or a link has no original. */
export const hasOriginal = (channel: SubmissionChannel): boolean => channel === 'mail' || channel === 'file';

/** Where the original downloads from: the server answers it as an attachment, never as a page. */
export const originalUrl = (submissionId: string) => `/api/admin/review/submissions/${encodeURIComponent(submissionId)}/original`;
