// A break in the main thread between two pieces of work, so each runs in a task of its own (a phone's total blocking
// time counts every task's time over 50 ms). Free of React and of the rest of the kit: the shell's start awaits it
// before React and the kit are evaluated (`@mekong/ui/yield`, bundled by whoever imports it, not shared).

/** scheduler.yield where the browser has it, else a message to ourselves (no timer clamp), else a timer. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
