/** How much work a gate lets in: running at once, waiting, and held by any one client. */
export type GateLimits = {
  maxConcurrent: number;
  maxQueue: number;
  /** Places (running or waiting) one client may hold; the rest of its work is refused at once. */
  maxPerClient: number;
  /**
   * Places one group of clients (an IPv6 /48: see `groupOf`) may hold together, so a network
   * that owns 65,536 /64s is still one small share; defaults to maxPerClient × 2.
   */
  maxPerGroup?: number;
};

/** Runs `work` when its turn comes; `client` is who asked (the key fairness is kept by). */
export type Gate = <T>(client: string, work: () => Promise<T>) => Promise<T>;

type Waiter = { client: string; start: () => void; refuse: (error: Error) => void };

/**
 * A counting semaphore with a bounded queue, fair between clients (decision 018, decision 50). Each
 * client may hold at most `maxPerClient` places and each group (`groupOf`) `maxPerGroup`, so one
 * burst is refused at once (`clientFull`, 429). Ten clients at their share could still fill the
 * queue everyone shares, so a full queue does not simply refuse the newcomer: when some group
 * waiting holds more places than the newcomer's would (by two or more), that group's newest
 * waiting work is refused instead (`clientFull`: the burst slows its own senders) and the
 * newcomer takes its place. Only when no group holds more does the newcomer get `queueFull`
 * (503, everyone is busy alike) — or `clientFull` if it already holds places itself. Waiting
 * work starts round robin across groups, so one request waits behind at most one of each other
 * group's, not behind a whole burst.
 */
export function createFairGate(
  limits: GateLimits,
  refuse: { clientFull: () => Error; queueFull: () => Error },
  groupOf: (client: string) => string = (client) => client,
): Gate {
  const maxPerGroup = limits.maxPerGroup ?? limits.maxPerClient * 2;
  let running = 0;
  let waitingCount = 0;
  /** Places held per client and per group, running or waiting. */
  const held = new Map<string, number>();
  const groupHeld = new Map<string, number>();
  /** Each waiting group's line; the map's order is the round robin's (a served group goes last). */
  const waiting = new Map<string, Waiter[]>();

  const add = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  const take = (client: string, delta: number) => {
    add(held, client, delta);
    add(groupHeld, groupOf(client), delta);
  };

  /** Hands a freed place to the next group in turn, or gives it back. */
  const release = () => {
    const next = waiting.entries().next();
    if (next.done) {
      running -= 1;
      return;
    }
    const [group, line] = next.value;
    const waiter = line.shift();
    waiting.delete(group);
    if (line.length > 0) waiting.set(group, line);
    waitingCount -= 1;
    waiter?.start();
  };

  /**
   * Refuses the newest waiting work of the group holding the most places, when it holds at
   * least two more than the newcomer's group would: answers whether a place in the queue was freed.
   */
  const displaceFor = (newcomerGroup: string): boolean => {
    const mine = (groupHeld.get(newcomerGroup) ?? 0) + 1;
    let victim: string | undefined;
    let most = mine;
    for (const group of waiting.keys()) {
      const theirs = groupHeld.get(group) ?? 0;
      if (theirs > most) {
        most = theirs;
        victim = group;
      }
    }
    if (victim === undefined || most < mine + 2) return false;
    const line = waiting.get(victim) ?? [];
    const waiter = line.pop();
    if (line.length === 0) waiting.delete(victim);
    if (!waiter) return false;
    waitingCount -= 1;
    take(waiter.client, -1);
    waiter.refuse(refuse.clientFull());
    return true;
  };

  return async (client, work) => {
    const group = groupOf(client);
    const mine = held.get(client) ?? 0;
    if (mine >= limits.maxPerClient || (groupHeld.get(group) ?? 0) >= maxPerGroup) {
      throw refuse.clientFull();
    }
    if (running >= limits.maxConcurrent) {
      if (waitingCount >= limits.maxQueue && !displaceFor(group)) {
        throw mine > 0 ? refuse.clientFull() : refuse.queueFull();
      }
      take(client, 1);
      waitingCount += 1;
      // A refused waiter gave its place back already (displaceFor): it never ran.
      await new Promise<void>((start, reject) => {
        const waiter: Waiter = { client, start, refuse: reject };
        const line = waiting.get(group);
        if (line) line.push(waiter);
        else waiting.set(group, [waiter]);
      });
    } else {
      take(client, 1);
      running += 1;
    }
    try {
      return await work();
    } finally {
      take(client, -1);
      release();
    }
  };
}
