type TaskScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so the browser can paint and answer input in between: `scheduler.yield()` where the
 * browser has it (it resumes ahead of other queued tasks), else a message to itself, which, unlike a timer, a tab
 * opened in the background does not slow down to one a second.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    return new Promise((resolve) => {
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
