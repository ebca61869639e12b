import { expect } from '@jest/globals';
import parsePrometheusTextFormat, { type PrometheusFamily, type PrometheusSample } from 'parse-prometheus-text-format';
import request from 'supertest';

/** A token long enough for METRICS_TOKEN. */
export const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** `/metrics` as Prometheus reads it: parsed, with lookups of one series by its labels. */
export interface Scrape {
  families: PrometheusFamily[];
  family(name: string): PrometheusFamily | undefined;
  /**
   * The value of the series `name` whose labels include `labels`, 0 when there is none yet. A histogram's series are
   * named as in the text: `<name>_count`, `<name>_sum`, `<name>_bucket`.
   */
  value(name: string, labels?: Record<string, string>): number;
  /** Every sample of the series `name`. */
  series(name: string): PrometheusSample[];
}

export async function scrape(url: string, token = METRICS_TOKEN): Promise<Scrape> {
  const response = await request(url).get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(response.text);
  // The parser folds a labelled histogram's series into one sample: read again untyped, its lines stay apart (in runs
  // of one name at a time, prom-client writing each label set's buckets, sum and count together).
  const flat = parsePrometheusTextFormat(response.text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'));
  const series = (name: string) => flat.filter((candidate) => candidate.name === name).flatMap((candidate) => candidate.metrics);
  return {
    families,
    family: (name) => families.find((candidate) => candidate.name === name),
    series,
    value: (name, labels = {}) =>
      Number(series(name).find((each) => Object.entries(labels).every(([key, value]) => each.labels?.[key] === value))?.value ?? 0),
  };
}
