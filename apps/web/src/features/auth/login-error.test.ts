import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { loginErrorKey, validateLogin } from './login-error';

describe('loginErrorKey', () => {
  it.each([
    [new ApiError(401, 'invalid_credentials', ''), 'auth.invalidCredentials'],
    [new ApiError(429, 'too_many_requests', ''), 'auth.tooManyAttempts'],
    [new ApiError(403, 'forbidden', ''), 'auth.noActiveGroup'],
    [new ApiError(500, 'internal_error', ''), 'errors.internalServerError'],
    [new ApiError(400, 'validation_failed', ''), 'errors.badRequest'],
    [new NetworkError(), 'errors.networkError'],
  ])('%o → %s', (error, key) => {
    expect(loginErrorKey(error)).toBe(key);
  });
});

describe('validateLogin', () => {
  it('requires both fields and an e-mail-shaped address', () => {
    expect(validateLogin('', '')).toEqual({ email: 'auth.emailRequired', password: 'auth.passwordRequired' });
    expect(validateLogin('not-an-email', 'x')).toEqual({ email: 'auth.emailInvalid' });
    expect(validateLogin('  hero@demo.switchboard.test ', 'secret')).toEqual({});
  });
});
