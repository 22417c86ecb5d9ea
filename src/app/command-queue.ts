import type { Execution, Invocation } from './app.js';

/** The most commands one transaction holds: the event loop waits for all of them (a few ms on PostgreSQL). */
export const GROUP_MAX = 64;

/**
 * Commands that arrive while others are being run wait for the same turn of the event loop and go
 * together into one transaction (`App.executeAll`, group commit): each channel's in arrival order, the
 * channels in the order of their ids. Commands of different channels touch different campaigns, so
 * their order is nobody's to see; taken in one order, two processes' groups lock campaigns in one
 * order too, and never wait on each other in a circle (a deadlock would stall both for a second
 * before PostgreSQL broke it). One alone runs as
 * before, a turn of the event loop later. Under load this is what keeps a shard's throughput up on a
 * database across a network: each command no longer pays its own round trips and COMMIT. One group a
 * turn: the gateway's heartbeat and other interactions are heard between groups, as between commands.
 */
export class CommandQueue {
  private waiting: { readonly inv: Invocation; readonly answer: (e: Execution) => void; readonly fail: (e: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly app: { executeAll(invs: readonly Invocation[]): Execution[] },
    private readonly max = GROUP_MAX,
  ) {}

  execute(inv: Invocation): Promise<Execution> {
    return new Promise((answer, fail) => {
      this.waiting.push({ inv, answer, fail });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.run());
  }

  private run(): void {
    this.scheduled = false;
    // A stable sort: arrival order within each channel.
    const group = this.waiting.splice(0, this.max).sort((a, b) => (a.inv.channelId < b.inv.channelId ? -1 : a.inv.channelId > b.inv.channelId ? 1 : 0));
    // Those left go on in the next turn, ahead of any that arrive meanwhile.
    if (this.waiting.length > 0) this.schedule();
    try {
      const done = this.app.executeAll(group.map((w) => w.inv));
      group.forEach((w, i) => w.answer(done[i]!));
    } catch (e) {
      for (const w of group) w.fail(e);
    }
  }
}
