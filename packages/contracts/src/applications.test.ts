import { describe, expect, it } from 'vitest';
import { applicationInput, embedUrl, type ApplicationInput } from './applications.js';

const valid: ApplicationInput = {
  name: 'Coach',
  applicationId: 'coach',
  appName: 'Coach',
  category: { name: 'Quality', description: '' },
  isAdminLicense: false,
  isGuardianEnabled: true,
  roles: ['hero'],
  minW: 1,
  minH: 3.5,
  defaultSize: 'knowledge',
  widgetKind: 'embed',
  builtinWidget: null,
  embedUrl: null,
  icon: 'apps',
  accent: '#123abc',
  defaultOnDashboard: false,
  about: { tagline: 'T', description: 'D', audience: 'A', highlights: [] },
};

describe('application contract', () => {
  it('embeds only https addresses without credentials (http only on this machine)', () => {
    for (const ok of ['https://coach.example.test/widget?x=1#y', 'https://a.test:8443', 'http://localhost:5173/app']) {
      expect(embedUrl.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      'http://intranet.example.test',
      'javascript:alert(1)',
      'https://user:pw@evil.test/',
      'data:text/html,x',
      'https://',
      '//evil.test',
    ]) {
      expect(embedUrl.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('ties the widget kind to its component or URL, and keeps sizes on the grid', () => {
    expect(applicationInput.safeParse(valid).success).toBe(true);
    const problems = (input: Partial<ApplicationInput>) => [
      ...new Set(applicationInput.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.path.join('.')) ?? []),
    ];
    expect(problems({ widgetKind: 'builtin' })).toEqual(['builtinWidget']);
    expect(problems({ widgetKind: 'builtin', builtinWidget: 'kbot', embedUrl: 'https://x.test' })).toEqual(['embedUrl']);
    expect(problems({ builtinWidget: 'kbot' })).toEqual(['builtinWidget']);
    expect(problems({ minH: 0.25 })).toEqual(['minH']);
    expect(problems({ minW: 4 })).toEqual(['minW']);
    expect(problems({ roles: ['hero', 'hero'] })).toEqual(['roles']);
    expect(problems({ applicationId: 'Has Spaces' })).toEqual(['applicationId']);
  });
});
