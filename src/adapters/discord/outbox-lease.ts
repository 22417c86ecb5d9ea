import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { App } from '../../app/app.js';
import { logFault } from '../../app/fault.js';
import { StoreUnavailableError, type Lease, type Logger } from '../../app/ports.js';

/** How long a lease lasts unless renewed; it is renewed three times in that while. */
export const LEASE_MS = 60_000;

/** Whether process `pid` runs on this machine (a signal 0 probes without sending anything). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, as another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `host/pid/random`: the random part tells apart two holders in one process (tests) and a pid used again. */
const holderOf = (host: string, pid: number): string => `${host}/${pid}/${randomBytes(4).toString('hex')}`;

/**
 * A holder gone for sure: one of this machine whose process no longer runs. A holder on another machine,
 * or in this very process, is taken for alive until its lease lapses.
 */
function gone(holder: string): boolean {
  const [host, pidText] = holder.split('/');
  const pid = Number(pidText);
  return host === hostname() && Number.isInteger(pid) && pid > 0 && pid !== process.pid && !running(pid);
}

/**
 * This process's hold on its outbox name (`OUTBOX_OWNER`), so two running processes never deliver under
 * one name: taken at start (waiting, at most one lease, for a holder that may be gone; at once when its
 * process is known to be gone, as after a crash on this machine), renewed while the bot runs, and given
 * up when it stops.
 */
export class OutboxLease {
  readonly holder = holderOf(hostname(), process.pid);
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly app: App,
    private readonly logger: Logger,
    private readonly ms: number = LEASE_MS,
  ) {}

  /** Takes the name, or throws saying who holds it; then keeps renewing it. */
  async take(): Promise<void> {
    let seen: Lease | undefined;
    for (;;) {
      const lease = this.app.holdOutboxName(this.holder, this.ms, seen && gone(seen.holder) ? seen.holder : undefined);
      if (lease === undefined || lease.held) break;
      if (gone(lease.holder)) {
        seen = lease;
        continue;
      }
      // A holder that renewed while this one waited is running: the name is taken.
      if (seen !== undefined && (seen.holder !== lease.holder || seen.until !== lease.until)) {
        throw new Error(`OUTBOX_OWNER ${this.app.outboxName ?? ''} is held by another running process (${lease.holder}): give each process its own name`);
      }
      if (seen === undefined) this.logger.log('warn', 'outbox name held; waiting for its lease to lapse', { holder: lease.holder, until: lease.until });
      seen = lease;
      await new Promise((r) => setTimeout(r, Math.max(50, Date.parse(lease.until) - Date.now() + 50)));
    }
    this.renewal = setInterval(() => this.renew(), this.ms / 3);
    this.renewal.unref();
  }

  private renew(): void {
    try {
      const lease = this.app.holdOutboxName(this.holder, this.ms);
      if (lease && !lease.held) this.logger.log('error', 'outbox name lost to another process', { holder: lease.holder, until: lease.until });
    } catch (e) {
      // Renewed at the next try (three in a lease's life); an outage longer than the lease may let another process take the name.
      if (e instanceof StoreUnavailableError) this.logger.log('warn', 'database unavailable; outbox name not renewed', { error: e.message });
      else logFault(this.logger, 'background fault', e, { job: 'renewing the outbox name' });
    }
  }

  /** Gives the name up (the bot stops). */
  release(): void {
    if (this.renewal) clearInterval(this.renewal);
    try {
      this.app.releaseOutboxName(this.holder);
    } catch (e) {
      logFault(this.logger, 'outbox name not released', e, {}, 'warn');
    }
  }
}
