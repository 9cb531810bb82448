// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { readFailure } from '../../../dataProvider/envelopeReader';
import { fieldErrorsOf } from './httpError';

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

describe('fieldErrorsOf', () => {
  it("turns field errors into JSON Forms' additional errors", () => {
    const errors = fieldErrorsOf(readFailure(new HttpError('x', 400, envelope), ''));
    expect(errors).toEqual([
      expect.objectContaining({
        instancePath: '/lon/0/n',
        message: 'must NOT have fewer than 1 characters',
      }),
    ]);
  });

  it('leaves out errors that name no field, or no JSON pointer', () => {
    expect(
      fieldErrorsOf({
        errors: [
          { code: 400, description: 'no field' },
          { code: 400, description: 'not a pointer', field: 'lon' },
        ],
      }),
    ).toEqual([]);
  });
});
