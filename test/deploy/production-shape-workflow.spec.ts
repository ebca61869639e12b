import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * .github/workflows/production-shape.yml, which only a hosted runner can run (Docker service containers): read as text,
 * so that it keeps to docker-compose.yml's servers and to the variables the adapters' specs read.
 */
const root = join(import.meta.dirname, '../..');
const workflow = readFileSync(join(root, '.github/workflows/production-shape.yml'), 'utf8');
const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');

const imageOf = (text: string, name: RegExp) => text.match(name)?.[0];

/** The script of each `run: |` block, its lines unindented. */
function runBlocks(text: string): string[][] {
  const blocks: string[][] = [];
  const lines = text.split('\n');
  lines.forEach((line, at) => {
    const start = /^(\s*)(?:- )?run: \|$/.exec(line);
    if (!start) return;
    const block: string[] = [];
    for (const next of lines.slice(at + 1)) {
      if (next.trim() !== '' && next.search(/\S/) <= start[1].length) break;
      block.push(next.trim());
    }
    blocks.push(block.filter(Boolean));
  });
  return blocks;
}

describe('the hosted workflow for the production shape', () => {
  it('runs the EventStoreDB and MongoDB images of docker-compose.yml, EventStoreDB insecure, MongoDB as a replica set', () => {
    const eventstore = /eventstore\/eventstore:[\w.-]+/;
    const mongo = /\bmongo:[\w.-]+/;
    expect(imageOf(workflow, eventstore)).toBeDefined();
    expect(imageOf(workflow, eventstore)).toBe(imageOf(compose, eventstore));
    expect(imageOf(workflow, mongo)).toBe(imageOf(compose, mongo));
    expect(workflow).toMatch(/^\s+EVENTSTORE_INSECURE: "true"$/m);
    expect(workflow).toMatch(/docker run .*mongo:\S+ --replSet rs0/);
    expect(workflow).toContain("rs.initiate({ _id: 'rs0'");
  });

  it('gives the contract suites the variables they read, and fails when one skipped itself', () => {
    for (const [spec, variable] of [
      ['src/platform/eventstore/esdb-event-store.spec.ts', 'EVENTSTORE_URL'],
      ['src/platform/readstore/mongo-read-store.spec.ts', 'MONGODB_URL'],
    ]) {
      expect(readFileSync(join(root, spec), 'utf8')).toContain(`process.env.${variable}`);
      expect(workflow).toMatch(new RegExp(`^  ${variable}: \\S+$`, 'm'));
    }
    expect(workflow).toMatch(/jest\.js --selectProjects server .*src\/platform\/eventstore src\/platform\/readstore src\/platform\/projections/s);
    expect(workflow).toContain('grep -q "contract skipped" jest.log');
    // Each suite's message when it skips itself is one the grep finds.
    for (const spec of ['eventstore/esdb-event-store.spec.ts', 'readstore/mongo-read-store.spec.ts', 'eventstore/copy-events.spec.ts']) {
      expect(readFileSync(join(root, 'src/platform', spec), 'utf8')).toMatch(/'[^'\n]*contract skipped: [A-Z_]+ is not set/);
    }
  });

  it('fails a step whose command is piped when the command fails, not only when the last of the pipe does (pipefail)', () => {
    const piped = runBlocks(workflow).filter((block) => block.some((line) => /\|\s*tee\b/.test(line)));
    expect(piped.length).toBeGreaterThan(0);
    for (const block of piped) expect(block[0]).toBe('set -o pipefail');
  });
});
