import { describe, expect, it } from 'vitest';
import {
  clearLocalStateForSignOut,
  clearSessionKeys,
  getAuthToken,
  readPreference,
  readSessionKey,
  setAuthToken,
  touchesAuthToken,
  writePreference,
  writeSessionKey,
} from './auth-storage';

describe('auth storage', () => {
  it('a new handshake clears only the session keys', () => {
    setAuthToken('tok');
    writeSessionKey('instanceId', 'i1');
    writeSessionKey('groupId', 'g1');
    writePreference('locale', 'fr-FR');
    clearSessionKeys();
    expect(readSessionKey('instanceId')).toBeNull();
    expect(readSessionKey('groupId')).toBeNull();
    expect(getAuthToken()).toBe('tok');
    expect(readPreference('locale')).toBe('fr-FR');
  });

  it('signing out clears local storage but keeps preferences', () => {
    setAuthToken('tok');
    writeSessionKey('instanceId', 'i1');
    localStorage.setItem('someFeature.cache', 'x');
    writePreference('locale', 'de-DE');
    writePreference('sidebarCollapsed', 'true');
    clearLocalStateForSignOut();
    expect(getAuthToken()).toBeNull();
    expect(readSessionKey('instanceId')).toBeNull();
    expect(localStorage.getItem('someFeature.cache')).toBeNull();
    expect(readPreference('locale')).toBe('de-DE');
    expect(readPreference('sidebarCollapsed')).toBe('true');
  });

  it('recognises storage events that touch the token', () => {
    setAuthToken('tok');
    const tokenKey = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).find(
      (key) => localStorage.getItem(key!) === 'tok',
    );
    expect(touchesAuthToken(tokenKey!)).toBe(true);
    expect(touchesAuthToken(null)).toBe(true);
    expect(touchesAuthToken('switchboard.pref.locale')).toBe(false);
  });
});
