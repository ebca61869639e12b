import { describe, expect, it } from '@jest/globals';
import type { Resolver } from 'react-hook-form';
import { deferred } from './auth-resolvers';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const accept: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('deferred resolver', () => {
  it('given the validation code fails to load once, then that submit fails and the next one loads it again and validates', async () => {
    let loads = 0;
    const resolver = deferred<Values>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return accept;
    });

    await expect(resolver({ email: 'a@b.co' }, undefined, options)).rejects.toThrow('Failed to fetch');
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.co' }, errors: {} });
    await expect(resolver({ email: 'c@d.co' }, undefined, options)).resolves.toEqual({ values: { email: 'c@d.co' }, errors: {} });
    expect(loads).toBe(2);
  });
});
