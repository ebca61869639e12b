import { describe, expect, it } from '@jest/globals';
import { withoutCredentials } from './command.js';

describe("a command's messages never show a connection's password", () => {
  it.each([
    ['copying esdb://admin:changeit@db.internal:2113?tls=false to data/events.sqlite', 'copying esdb://admin:***@db.internal:2113?tls=false to data/events.sqlite'],
    ['failed: esdb+discover://ops:p%40ss:w0rd@cluster:2113,other:2113', 'failed: esdb+discover://ops:***@cluster:2113,other:2113'],
    ['mongodb://reader:hunter2@mongo/catalog?authSource=admin', 'mongodb://reader:***@mongo/catalog?authSource=admin'],
    ['kurrentdb://db:2113?tls=true&password=hunter2&user=ops', 'kurrentdb://db:2113?tls=true&password=***&user=ops'],
    ['esdb://db.internal:2113?tls=false', 'esdb://db.internal:2113?tls=false'],
    ['the source data/events.sqlite does not exist', 'the source data/events.sqlite does not exist'],
  ])('%j → %j', (text, shown) => {
    expect(withoutCredentials(text)).toBe(shown);
    expect(withoutCredentials(text)).not.toMatch(/changeit|hunter2|w0rd/);
  });
});
