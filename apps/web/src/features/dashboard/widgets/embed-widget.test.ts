import { describe, expect, it } from 'vitest';
import { sandboxFor } from './embed-widget';

describe('sandboxFor', () => {
  it('gives another origin its own same-origin rights, never the top window', () => {
    const sandbox = sandboxFor('https://apps.example.test/widget', 'https://switchboard.example.test');
    expect(sandbox.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups']));
    expect(sandbox).not.toContain('allow-top-navigation');
  });

  it('never combines scripts with same-origin for a page of our own origin (it could lift its sandbox)', () => {
    expect(sandboxFor('https://switchboard.example.test/x', 'https://switchboard.example.test')).not.toContain('allow-same-origin');
    expect(sandboxFor('not a url', 'https://switchboard.example.test')).not.toContain('allow-same-origin');
  });
});
