import { describe, expect, it } from 'vitest';
import { ApiError, AppMessageError, NetworkError } from '../../shared/api/api-error';
import { i18next } from '../../shared/i18n/i18n';
import '../../test/test-utils';
import { globalToastText } from './global-error-toast';

const textFor = (error: unknown) => {
  const { key, values } = globalToastText(error);
  return i18next.t(key, values);
};

describe('global failed-action toast (platform.md §8)', () => {
  it.each([
    [504, 'Gateway Network Interrupted'],
    [502, 'Gateway Network Interrupted'],
    [500, 'Internal Server Error'],
    [404, 'Not Found'],
    [503, 'Service Unavailable'],
    [409, 'Service Unavailable'],
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'An error occurred'],
    [413, 'An error occurred'],
    [418, 'An error occurred'],
  ])('status %i → %s', (status, message) => {
    expect(textFor(new ApiError(status, undefined, 'server text'))).toBe(message);
  });

  it('a custom error shows its own message', () => {
    expect(textFor(new AppMessageError('upload.invalidFileType'))).toBe('Invalid file type');
  });

  it('a lost connection says "Network error"; anything else "An error occurred"', () => {
    expect(textFor(new NetworkError())).toBe('Network error');
    expect(textFor(new Error('boom'))).toBe('An error occurred');
  });
});
