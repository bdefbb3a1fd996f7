// Runs `fn` in a task of its own, soon: at user-blocking priority where the browser has a task
// scheduler (so page-load work queued meanwhile does not go first), else as a MessageChannel
// message, a task that, unlike a setTimeout callback, is neither clamped nor throttled in a
// background tab.
interface TaskScheduler {
  postTask(fn: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

export function inNextTask(fn: () => void): void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) {
    void scheduler.postTask(fn, { priority: 'user-blocking' });
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}
