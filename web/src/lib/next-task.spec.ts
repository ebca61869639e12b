import { afterEach, describe, expect, it } from '@jest/globals';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './next-task';

const browser = globalThis as { scheduler?: { yield?: () => Promise<void> }; MessageChannel?: unknown };

/** Queues a chain of `length` microtasks, each queuing the next, and says how many have run so far. */
function microtaskChain(length: number): () => number {
  let ran = 0;
  const step = () => {
    ran += 1;
    if (ran < length) queueMicrotask(step);
  };
  queueMicrotask(step);
  return () => ran;
}

describe('nextTask', () => {
  afterEach(() => {
    delete browser.scheduler;
    delete browser.MessageChannel;
  });

  it('given neither scheduler.yield nor MessageChannel, when awaited, then it resumes after a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const microtasks = microtaskChain(1000);
    await nextTask();
    order.push('resumed');
    expect(order).toEqual(['task queued before', 'resumed']);
    expect(microtasks()).toBe(1000);
  });

  it('given MessageChannel, when awaited, then it resumes in a later task, after every microtask, and closes its channel', async () => {
    const opened: NodeMessageChannel[] = [];
    browser.MessageChannel = class extends NodeMessageChannel {
      constructor() {
        super();
        opened.push(this);
      }
    };
    const microtasks = microtaskChain(1000);
    await nextTask();
    expect(microtasks()).toBe(1000);
    expect(opened).toHaveLength(1);
    let closed = false;
    opened[0]?.port2.once('close', () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(true);
  });

  it('given a browser with scheduler.yield, when awaited, then it yields through it', async () => {
    let yields = 0;
    browser.scheduler = {
      yield: () => {
        yields += 1;
        return new Promise((resolve) => setTimeout(resolve, 0));
      },
    };
    await nextTask();
    await nextTask();
    expect(yields).toBe(2);
  });
});
