/**
 * `GET` answers the signed-in user's data as one JSON file, sent as an attachment. A plain link downloads it: the
 * session cookie rides along on a same-origin GET, and a GET needs no CSRF header.
 */
export const myDataExportUrl = '/api/user/export';

/** The name the server gives the file (Content-Disposition); the link suggests the same. */
export const myDataFileName = 'field-hockey-events-my-data.json';
