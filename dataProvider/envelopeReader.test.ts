import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  HEADER_CODE,
  REASON,
  errorEnvelope,
  noDataEnvelope,
  successEnvelope,
} from '../domain/envelope';
import {
  asEnvelope,
  failureMessage,
  firstError,
  hasReasonCode,
  isAbortError,
  pageOf,
  readEnvelope,
  readFailure,
  rowsOf,
} from './envelopeReader';
import { ConsoleHttpError } from './errors';

const lockEnvelope = {
  data: { lo_uid: 'u-ana', lo_name: 'Ana Lim' },
  header: {
    code: HEADER_CODE.error,
    count: 0,
    errors: [
      { code: 40710423, description: 'Acquire lock operation failed!' },
      { code: 40710424, description: 'The item is locked by Ana Lim' },
    ],
  },
};

describe('asEnvelope', () => {
  it('reads a received value with a numeric header code, its errors always a list', () => {
    expect(asEnvelope({ data: [1], header: { code: HEADER_CODE.success, count: 1 } })).toEqual({
      data: [1],
      header: { code: HEADER_CODE.success, count: 1, errors: [] },
    });
    expect(asEnvelope(lockEnvelope)?.header.errors).toEqual(lockEnvelope.header.errors);
  });

  it('keeps well-formed errors only, codes as numbers, with the failing field', () => {
    const envelope = asEnvelope({
      data: null,
      header: {
        code: HEADER_CODE.error,
        errors: [
          { code: '40710504', description: 'No versions yet' },
          { code: 400, description: 'must NOT have fewer than 1 characters', field: '/lon/0/n' },
          { description: 'no code' },
          'not an error',
        ],
      },
    });
    expect(envelope?.header).toEqual({
      code: HEADER_CODE.error,
      count: 0,
      errors: [
        { code: 40710504, description: 'No versions yet' },
        { code: 400, description: 'must NOT have fewer than 1 characters', field: '/lon/0/n' },
      ],
    });
  });

  it("keeps a refusal's reason and its values, and drops ones of the wrong shape", () => {
    const params = { container: 'c1', end: '2030-01-01T00:00:00.000Z' };
    const envelope = asEnvelope({
      data: null,
      header: {
        code: HEADER_CODE.error,
        errors: [
          { code: 400, description: 'outside', reason: 'containerOutsidePage', params },
          { code: 400, description: 'odd', reason: 7, params: ['not', 'a', 'record'] },
        ],
      },
    });
    expect(envelope?.header.errors).toEqual([
      { code: 400, description: 'outside', reason: 'containerOutsidePage', params },
      { code: 400, description: 'odd' },
    ]);
  });

  it('refuses what is no envelope', () => {
    expect(asEnvelope(undefined)).toBeUndefined();
    expect(asEnvelope('<html>')).toBeUndefined();
    expect(asEnvelope({ data: [] })).toBeUndefined();
    expect(asEnvelope({ data: [], header: { code: '200000' } })).toBeUndefined();
  });
});

describe('readEnvelope', () => {
  it('reads a success with its data, count and code', () => {
    expect(readEnvelope(successEnvelope([{ id: 'm1' }, { id: 'm2' }], 40), 'fallback')).toEqual({
      outcome: 'success',
      data: [{ id: 'm1' }, { id: 'm2' }],
      count: 40,
      code: HEADER_CODE.success,
    });
  });

  it('reads the no-data code as a success with nothing to return', () => {
    expect(readEnvelope(noDataEnvelope(null), 'fallback')).toMatchObject({
      outcome: 'noData',
      count: 0,
    });
  });

  it("reads a failure as the first error's description, with every error", () => {
    const envelope = asEnvelope(lockEnvelope)!;
    expect(readEnvelope(envelope, 'fallback')).toEqual({
      outcome: 'failure',
      message: 'Acquire lock operation failed!',
      errors: lockEnvelope.header.errors,
      code: HEADER_CODE.error,
    });
    expect(firstError(envelope)).toEqual({
      code: 40710423,
      description: 'Acquire lock operation failed!',
    });
  });

  it("gives the call's fallback message when the failure has no description", () => {
    expect(readEnvelope(errorEnvelope([]), 'Fetch Failed')).toMatchObject({
      outcome: 'failure',
      message: 'Fetch Failed',
      errors: [],
    });
    expect(failureMessage(errorEnvelope([{ code: 1, description: '  ' }]), 'Fetch Failed')).toBe(
      'Fetch Failed',
    );
  });
});

describe('rowsOf and pageOf', () => {
  it('read no data as an empty list and an empty page of 0', () => {
    expect(rowsOf({ data: null, noData: true })).toEqual([]);
    expect(rowsOf({ data: [{ id: 'x' }], noData: true })).toEqual([]);
    expect(pageOf({ data: null, noData: true, count: 0 })).toEqual({ data: [], total: 0 });
  });

  it('read data that is no list as empty', () => {
    expect(rowsOf({ data: { id: 'x' }, noData: false })).toEqual([]);
    expect(pageOf({ data: 'x', noData: false, count: 3 })).toEqual({ data: [], total: 0 });
  });

  it("read a list's rows, and its page with header.count as the total", () => {
    expect(rowsOf({ data: [{ id: 'a' }], noData: false })).toEqual([{ id: 'a' }]);
    expect(pageOf({ data: [{ id: 'a' }], noData: false, count: 40 })).toEqual({
      data: [{ id: 'a' }],
      total: 40,
    });
  });
});

describe('readFailure', () => {
  it('reads the envelope errors of a ConsoleHttpError', () => {
    const error = new ConsoleHttpError(
      'Acquire lock operation failed!',
      423,
      asEnvelope(lockEnvelope),
    );
    expect(readFailure(error, 'fallback')).toEqual({
      status: 423,
      message: 'Acquire lock operation failed!',
      errors: [
        { code: 40710423, description: 'Acquire lock operation failed!' },
        { code: 40710424, description: 'The item is locked by Ana Lim' },
      ],
      data: { lo_uid: 'u-ana', lo_name: 'Ana Lim' },
      cancelled: false,
    });
  });

  it('reads status, message, errors and data of a provider error', () => {
    const envelope = {
      data: [{ key: 'm1-v1' }],
      header: {
        code: HEADER_CODE.error,
        count: 0,
        errors: [
          { code: 400, description: 'must NOT have fewer than 1 characters', field: '/lon/0/n' },
          { code: 400, description: 'other' },
        ],
      },
    };
    const read = readFailure(
      new HttpError('must NOT have fewer than 1 characters', 400, envelope),
      'fallback',
    );
    expect(read.status).toBe(400);
    expect(read.message).toBe('must NOT have fewer than 1 characters');
    expect(read.errors).toHaveLength(2);
    expect(read.data).toEqual([{ key: 'm1-v1' }]);
  });

  it('reads body.header.errors of any error shaped like one', () => {
    const error = {
      message: 'Fetch Failed',
      body: { header: { errors: [{ code: 7, description: 'boom' }] } },
    };
    expect(readFailure(error, 'fallback').errors).toEqual([{ code: 7, description: 'boom' }]);
  });

  it("takes the first error's description when the error has no message of its own", () => {
    const error = { message: '', body: lockEnvelope };
    expect(readFailure(error, 'fallback').message).toBe('Acquire lock operation failed!');
    expect(readFailure(new Error(''), 'Request failed').message).toBe('Request failed');
  });

  it('falls back for values that are not errors', () => {
    expect(readFailure('boom', 'fallback')).toMatchObject({
      status: undefined,
      message: 'fallback',
      errors: [],
      cancelled: false,
    });
    expect(readFailure(undefined, 'fallback').message).toBe('fallback');
  });

  it('knows a cancelled request', () => {
    const aborted = Object.assign(new Error('aborted'), { name: 'AbortError' });
    expect(readFailure(aborted, 'fallback').cancelled).toBe(true);
    expect(isAbortError(aborted)).toBe(true);
    expect(isAbortError(new ConsoleHttpError('Fetch Failed', 500))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });

  it('finds a reason code among the errors', () => {
    const failure = readFailure(
      new ConsoleHttpError(
        'Fetch Versions failed',
        404,
        errorEnvelope([{ code: REASON.catalogNoVersions, description: 'No versions yet' }]),
      ),
      '',
    );
    expect(hasReasonCode(failure, REASON.catalogNoVersions)).toBe(true);
    expect(hasReasonCode(failure, REASON.liveNoVersions)).toBe(false);
  });
});
