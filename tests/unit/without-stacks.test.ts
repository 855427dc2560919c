import { withoutStacks } from '@/lib/without-stacks';

describe('withoutStacks', () => {
  it('creates the load’s Errors without stacks, and records stacks again afterwards', async () => {
    const limit = Error.stackTraceLimit;
    const sentinel = await withoutStacks(async () => Error('sentinel'));
    expect(sentinel.stack).toBeUndefined();
    expect(sentinel.message).toBe('sentinel');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(Error('later').stack).toContain('later');
  });

  it('restores the limit when the load fails', async () => {
    const limit = Error.stackTraceLimit;
    await expect(withoutStacks(() => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline');
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
