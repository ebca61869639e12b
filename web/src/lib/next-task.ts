type TaskScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so the browser can paint and answer input in between: `scheduler.yield()` where the
 * browser has it (it resumes ahead of other queued tasks), a zero-delay timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
