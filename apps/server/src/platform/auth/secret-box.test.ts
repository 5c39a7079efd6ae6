import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox, parseSealingKey } from './secret-box.js';

describe('SecretBox (AES-256-GCM)', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed for the same owner, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('client-secret-value', 'group-a');
    expect(sealed).not.toContain('client-secret-value');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed, 'group-a')).toBe('client-secret-value');
    // A fresh IV each time: sealing twice gives two different texts.
    expect(box.seal('client-secret-value', 'group-a')).not.toBe(sealed);
  });

  it('refuses a value copied to another owner, tampered with, or sealed under another key', () => {
    const sealed = box.seal('client-secret-value', 'group-a');
    expect(box.open(sealed, 'group-b')).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(box.open([v, iv, tag, flipped.toString('base64url')].join('.'), 'group-a')).toBeNull();
    expect(new SecretBox(randomBytes(32)).open(sealed, 'group-a')).toBeNull();
    expect(box.open('not sealed', 'group-a')).toBeNull();
  });
});

describe('parseSealingKey', () => {
  it('takes 32 bytes as 64 hexadecimal digits or base64, nothing shorter', () => {
    const key = randomBytes(32);
    expect(parseSealingKey(key.toString('hex'))).toEqual(key);
    expect(parseSealingKey(key.toString('base64'))).toEqual(key);
    expect(parseSealingKey(key.toString('base64url'))).toEqual(key);
    expect(parseSealingKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(parseSealingKey('correct horse battery staple')).toBeNull();
  });
});
