import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformFile } from '@swc/core';

/**
 * A real Node process with the handlers installed: an exception thrown from a timer and a rejection nobody awaits,
 * then a line written afterwards proves the process kept running; it ends on its own with code 0.
 */
async function runWithHandlers(install: boolean): Promise<{ code: number | null; lines: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'fhe-last-resort-'));
  try {
    const compiled = await transformFile(join(import.meta.dirname, 'last-resort.ts'), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    await writeFile(join(dir, 'last-resort.mjs'), compiled.code);
    await writeFile(
      join(dir, 'main.mjs'),
      `import { keepRunningOnStrayErrors } from './last-resort.mjs';
const log = { error: (fields, message) => console.log(JSON.stringify({ ...fields, msg: message })) };
if (${install}) keepRunningOnStrayErrors(log);
setTimeout(() => { throw new Error('ERR_INVALID_CHAR from a hostile site'); }, 10);
setTimeout(() => { Promise.reject(new Error('a rejected promise')); }, 20);
setTimeout(() => console.log(JSON.stringify({ msg: 'still running' })), 100);
`,
    );
    const child = spawn(process.execPath, [join(dir, 'main.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.resume();
    const exitCode = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { code: exitCode, lines: output.split('\n').filter((line) => line !== '') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('keepRunningOnStrayErrors', () => {
  it('given the handlers, when an exception escapes every handler and a rejection is never awaited, then both are logged and the process keeps running', async () => {
    const { code, lines } = await runWithHandlers(true);

    expect(code).toBe(0);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ event: 'uncaughtException', err: expect.objectContaining({ message: 'ERR_INVALID_CHAR from a hostile site' }) }),
      expect.objectContaining({ event: 'unhandledRejection', err: expect.objectContaining({ message: 'a rejected promise' }) }),
      { msg: 'still running' },
    ]);
  });

  it('given no handlers, then the same exception ends the process (what the handlers are for)', async () => {
    const { code, lines } = await runWithHandlers(false);

    expect(code).not.toBe(0);
    expect(lines).toEqual([]);
  });
});
