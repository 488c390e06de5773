import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  it('sends a lone call at once, and the calls made meanwhile together in the next batch, in order', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const double = coalesce(async (keys: number[]) => {
      batches.push(keys);
      if (batches.length === 1) await first;
      return keys.map((k) => k * 2);
    });
    const a = double(1);
    const rest = [double(2), double(3), double(4)];
    expect(batches).toEqual([[1]]);
    release();
    expect(await a).toBe(2);
    expect(await Promise.all(rest)).toEqual([4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(await double(5)).toBe(10);
    expect(batches).toHaveLength(3);
  });

  it('fails every call of a failed batch, and goes on with the next', async () => {
    let fail = true;
    const call = coalesce(async (keys: string[]) => {
      if (fail) {
        fail = false;
        throw new Error('down');
      }
      return keys.map((k) => k.toUpperCase());
    });
    const [x, y] = [call('a'), call('b')];
    await expect(x).rejects.toThrow('down');
    expect(await y).toBe('B');
  });
});
