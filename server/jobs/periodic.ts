/**
 * A job the app runs by itself every `intervalMs`, the first run `firstAfterMs` after start (the
 * event lifecycle jobs, the hourly sweep, the audio durations): a run still going when the next is
 * due is not started twice; a failure is logged under the job's name and the next run comes as
 * planned. The timers never keep the process alive. Answers the function that stops it.
 */
export function startPeriodicJob(name: string, work: () => Promise<unknown>, timing: { intervalMs: number; firstAfterMs: number }): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void work()
      .catch((err: unknown) => console.error(`[${name}] failed`, err))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, timing.firstAfterMs);
  const every = setInterval(run, timing.intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
