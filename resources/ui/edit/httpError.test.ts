import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { fieldErrorsOf, readHttpError } from './httpError';

const envelope = {
  data: [{ key: 'm1-v1' }],
  header: {
    code: 400000,
    count: 0,
    errors: [
      { code: 400, description: 'must NOT have fewer than 1 characters', field: '/lon/0/n' },
      { code: 400, description: 'other' },
    ],
  },
};

describe('readHttpError', () => {
  it('reads status, message, errors and data of a provider error', () => {
    const read = readHttpError(
      new HttpError('must NOT have fewer than 1 characters', 400, envelope),
      'fallback',
    );
    expect(read.status).toBe(400);
    expect(read.message).toBe('must NOT have fewer than 1 characters');
    expect(read.errors).toHaveLength(2);
    expect(read.data).toEqual([{ key: 'm1-v1' }]);
  });

  it('falls back for values that are not errors', () => {
    expect(readHttpError('boom', 'fallback')).toMatchObject({
      status: undefined,
      message: 'fallback',
      errors: [],
    });
  });

  it("turns field errors into JSON Forms' additional errors", () => {
    const errors = fieldErrorsOf(readHttpError(new HttpError('x', 400, envelope), ''));
    expect(errors).toEqual([
      expect.objectContaining({
        instancePath: '/lon/0/n',
        message: 'must NOT have fewer than 1 characters',
      }),
    ]);
  });
});
