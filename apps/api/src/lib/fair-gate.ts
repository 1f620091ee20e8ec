/** How much work a gate lets in: running at once, waiting, and held by any one client. */
export type GateLimits = {
  maxConcurrent: number;
  maxQueue: number;
  /** Places (running or waiting) one client may hold; the rest of its work is refused at once. */
  maxPerClient: number;
};

/** Runs `work` when its turn comes; `client` is who asked (the key fairness is kept by). */
export type Gate = <T>(client: string, work: () => Promise<T>) => Promise<T>;

/**
 * A counting semaphore with a bounded queue, fair between clients (issue 20). Each client may
 * hold at most `maxPerClient` places, so one client's burst is refused at once (`clientFull`)
 * instead of filling the queue everyone shares; only many clients together can fill it
 * (`queueFull`). Waiting work starts round robin across clients, so a client's one request
 * waits behind at most one of each other client's, not behind a whole burst.
 */
export function createFairGate(
  limits: GateLimits,
  refuse: { clientFull: () => Error; queueFull: () => Error },
): Gate {
  let running = 0;
  let waitingCount = 0;
  /** Places held per client, running or waiting. */
  const held = new Map<string, number>();
  /** Each waiting client's line; the map's order is the round robin's (a served client goes last). */
  const waiting = new Map<string, (() => void)[]>();

  /** Hands a freed place to the next client in turn, or gives it back. */
  const release = () => {
    const next = waiting.entries().next();
    if (next.done) {
      running -= 1;
      return;
    }
    const [client, line] = next.value;
    const start = line.shift();
    waiting.delete(client);
    if (line.length > 0) waiting.set(client, line);
    waitingCount -= 1;
    start?.();
  };

  return async (client, work) => {
    const mine = held.get(client) ?? 0;
    if (mine >= limits.maxPerClient) throw refuse.clientFull();
    if (running >= limits.maxConcurrent) {
      if (waitingCount >= limits.maxQueue) throw refuse.queueFull();
      held.set(client, mine + 1);
      waitingCount += 1;
      await new Promise<void>((resolve) => {
        const line = waiting.get(client);
        if (line) line.push(resolve);
        else waiting.set(client, [resolve]);
      });
    } else {
      held.set(client, mine + 1);
      running += 1;
    }
    try {
      return await work();
    } finally {
      const left = (held.get(client) ?? 1) - 1;
      if (left > 0) held.set(client, left);
      else held.delete(client);
      release();
    }
  };
}
