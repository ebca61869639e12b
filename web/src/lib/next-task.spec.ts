import { afterEach, describe, expect, it } from '@jest/globals';
import { nextTask } from './next-task';

const withScheduler = globalThis as { scheduler?: { yield?: () => Promise<void> } };

describe('nextTask', () => {
  afterEach(() => {
    delete withScheduler.scheduler;
  });

  it('given no scheduler.yield, when awaited, then it resumes in a later task: after a timer queued before it, never in a microtask', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    queueMicrotask(() => order.push('microtask'));
    await nextTask();
    order.push('resumed');
    expect(order).toEqual(['microtask', 'task queued before', 'resumed']);
  });

  it('given a browser with scheduler.yield, when awaited, then it yields through it', async () => {
    let yields = 0;
    withScheduler.scheduler = {
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
