import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who holds the lock on a DATA_DIR (decision 066): written as JSON into DATA_DIR/lock, read back
 * by the next process that wants the embedded database, shown in its refusal.
 */
export type LockHolder = {
  pid: number;
  /** What the process is: 'server', 'admin:grant', 'e2e-seed'… */
  command: string;
  host: string;
  /** ISO time the lock was taken. */
  startedAt: string;
  /**
   * Linux only: the boot and the process's start time in clock ticks since that boot. A pid
   * outlives its process: after a crash or a reboot another process (in a container, often
   * the new server itself) may carry the holder's old pid, and a lock judged by the pid alone
   * would then never be taken over.
   */
  processStart?: string;
};

/** 'elsewhere': another host's process, which this machine cannot check. */
export type HolderState = 'alive' | 'dead' | 'elsewhere';

let bootId: string | null | undefined;
function currentBootId(): string | null {
  if (bootId === undefined) {
    try {
      bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      bootId = null;
    }
  }
  return bootId;
}

/**
 * Linux: `start` is `<boot id>/<start ticks>` of the process with this pid, and `isZombie` says
 * it has exited but its parent has not collected it yet (signal 0 still finds a zombie).
 * Undefined elsewhere, or when no such process exists.
 */
function procStat(pid: number): { start: string; isZombie: boolean } | undefined {
  const boot = currentBootId();
  if (!boot) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count from the last
    // ')'. The state is field 3 of the line, the start time field 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields[19];
    return ticks ? { start: `${boot}/${ticks}`, isZombie: fields[0] === 'Z' } : undefined;
  } catch {
    return undefined;
  }
}

export function currentHolder(command: string, now = new Date()): LockHolder {
  const start = procStat(process.pid)?.start;
  return {
    pid: process.pid,
    command,
    host: hostname(),
    startedAt: now.toISOString(),
    ...(start ? { processStart: start } : {}),
  };
}

/** The holder in a lock file's text, or null when it is not one (damaged, or not ours). */
export function parseHolder(text: string): LockHolder | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { pid, command, host, startedAt, processStart } = value as Record<string, unknown>;
  // pid 0 and negative pids name process groups for process.kill: never accept them.
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
  if (typeof command !== 'string' || typeof host !== 'string' || typeof startedAt !== 'string')
    return null;
  if (processStart !== undefined && typeof processStart !== 'string') return null;
  return { pid, command, host, startedAt, ...(processStart ? { processStart } : {}) };
}

/**
 * Whether the holder still runs. Only a process on this host can be checked; signal 0 checks
 * that a pid exists without touching it (EPERM: it exists, as another user's).
 */
export function holderState(holder: LockHolder): HolderState {
  if (holder.host !== hostname()) return 'elsewhere';
  // Not a lock this process holds (the caller checks that first): a previous process that
  // had our pid, e.g. a restarted container's server, always pid 1.
  if (holder.pid === process.pid) return 'dead';
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'dead';
  }
  const now = procStat(holder.pid);
  if (now?.isZombie) return 'dead';
  if (holder.processStart && now && now.start !== holder.processStart) return 'dead';
  return 'alive';
}

const COMMANDS: Record<string, string> = {
  server: 'the Waliyy server',
  'admin:grant': '`npm run admin:grant`',
  'safety:scan': '`npm run safety:scan`',
  'e2e-seed': 'the e2e seed',
};

/** "the Waliyy server (pid 1234, started 2026-…)", with the host when it is another one. */
export function describeHolder(holder: LockHolder): string {
  const who = COMMANDS[holder.command] ?? `"${holder.command}"`;
  const where = holder.host === hostname() ? '' : ` on the host ${holder.host}`;
  return `${who}${where} (pid ${holder.pid}, started ${holder.startedAt})`;
}
