import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<
  Resolver<Values, unknown, Values>
>[2];

type Result = Awaited<ReturnType<Resolver<Values, unknown, Values>>>;

const refuseEmpty: Resolver<Values, unknown, Values> = async (values): Promise<Result> =>
  values.email
    ? { values, errors: {} }
    : { values: {}, errors: { email: { type: 'too_small', message: 'Enter email address' } } };

/** A load that fails the first time (the network dropped) and brings the checks after. */
const loadFailingOnce = (message: string) =>
  vi
    .fn<() => Promise<Resolver<Values, unknown, Values>>>()
    .mockRejectedValueOnce(new TypeError(message))
    .mockResolvedValue(refuseEmpty);

describe('lazyResolver', () => {
  it('loads the checks once, on first use or on preload, and runs them', async () => {
    const load = vi.fn(async () => refuseEmpty);
    const checks = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    checks.preload();
    checks.preload();
    const refused = await checks.resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Enter email address');
    const passed = await checks.resolver({ email: 'a@b.co' }, undefined, options);
    expect(passed).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the server check when the checks cannot load, and tries again next time', async () => {
    const load = loadFailingOnce('Failed to fetch dynamically imported module');
    const checks = lazyResolver(load);
    expect(await checks.resolver({ email: '' }, undefined, options)).toEqual({
      values: { email: '' },
      errors: {},
    });
    const refused = await checks.resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Enter email address');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs the form’s own fallback when it has one', async () => {
    const unavailable = vi.fn(refuseEmpty);
    const checks = lazyResolver(loadFailingOnce('offline'), unavailable);
    const refused = await checks.resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Enter email address');
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is quiet and does not stop the next load', async () => {
    const load = loadFailingOnce('offline');
    const checks = lazyResolver(load);
    checks.preload();
    // Let the failed load settle before the first check.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const refused = await checks.resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Enter email address');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
