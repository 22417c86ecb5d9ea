import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.js';

describe('undelivered DMs wait in the inbox', () => {
  it('GIVEN a DM that cannot be delivered THEN the channel hears only that orders wait, and /inbox has them for their owner alone', () => {
    const h = harness();
    const cat = { id: 'id-cat', name: 'cat' };
    const png = { name: 'board.png', data: new Uint8Array([137, 80, 78, 71]) };
    const notice = h.app.keepUndelivered('c1', cat, { text: 'HIDDEN: Sneaker 3 is a dummy', images: [png] });
    expect(notice).toBe('📬 cat has undelivered orders — /inbox');
    expect(notice).not.toContain('HIDDEN');

    const other = h.run('bob', '/inbox');
    expect(other.outcome.private?.text).toBe('📭 Your inbox is empty.');
    expect(JSON.stringify(other)).not.toContain('HIDDEN');

    const mine = h.run('cat', '/inbox');
    expect(mine.outcome.public).toBeUndefined();
    expect(mine.outcome.private?.text).toContain('HIDDEN: Sneaker 3 is a dummy');
    expect(mine.outcome.private?.text).toContain('from <#c1>');
    expect(mine.outcome.private?.images?.[0]?.name).toBe('board.png');
    expect([...mine.outcome.private!.images![0]!.data]).toEqual([137, 80, 78, 71]);

    // Read once: the next /inbox is empty, and no log line carried the message.
    expect(h.run('cat', '/inbox').outcome.private?.text).toBe('📭 Your inbox is empty.');
    expect(JSON.stringify(h.logger.entries)).not.toContain('HIDDEN');
  });

  it('GIVEN a restart THEN unread orders are still there', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'sitrep-inbox-'));
    try {
      const first = harness({ databasePath: join(dir, 'db.sqlite') });
      first.app.keepUndelivered('c1', { id: 'id-cat', name: 'cat' }, { text: 'orders' });
      first.store.close();
      const second = harness({ databasePath: join(dir, 'db.sqlite') });
      expect(second.run('cat', '/inbox').outcome.private?.text).toContain('orders');
      second.store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
