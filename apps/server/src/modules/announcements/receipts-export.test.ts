import { describe, expect, it } from 'vitest';
import { exportFileName, offsetMinutes } from './receipts-export.js';

describe('receipts export helpers', () => {
  it('reads the browser offset header', () => {
    expect(offsetMinutes('+02:00')).toBe(120);
    expect(offsetMinutes('-05:30')).toBe(-330);
    expect(offsetMinutes(undefined)).toBe(0);
    expect(offsetMinutes('garbage')).toBe(0);
    expect(offsetMinutes('+23:00')).toBe(0);
  });

  it('names the download after the title, safely', () => {
    expect(exportFileName('Q3 "launch" / plan')).toBe('Receipts - Q3 launch  plan.xlsx');
    expect(exportFileName('???')).toBe('Receipts - announcement.xlsx');
  });
});
