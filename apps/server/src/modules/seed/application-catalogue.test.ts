import { describe, expect, it } from 'vitest';
import { applicationInput } from '@switchboard/contracts';
import { DEFAULT_CARD_SIZES, buildLayout } from '@switchboard/widget-layout';
import { APPLICATION_CATALOGUE } from './application-catalogue.js';

describe('seeded application catalogue', () => {
  it('holds every application the store names, plus KBot', () => {
    expect(APPLICATION_CATALOGUE.map((app) => app.name).sort()).toEqual(
      [
        'Announcement',
        'Clarity',
        'Conversational Assist',
        'Genie',
        'Harmony',
        'Insights',
        'KBot',
        'Knowledge',
        'Roleplay',
        'Salesforce CRM',
        'Summarization',
        'Workday',
      ].sort(),
    );
  });

  it('passes the catalogue’s own validation, with unique keys and a complete about page', () => {
    for (const app of APPLICATION_CATALOGUE) {
      expect(() => applicationInput.parse(app), app.name).not.toThrow();
      expect(app.about.highlights.length, app.name).toBeGreaterThanOrEqual(3);
      expect(app.about.description.length, app.name).toBeGreaterThan(120);
    }
    expect(new Set(APPLICATION_CATALOGUE.map((app) => app.applicationId)).size).toBe(APPLICATION_CATALOGUE.length);
  });

  it('uses the default sizes of the specification and fits a new dashboard without refusals', () => {
    const sizeOf = (key: string) => APPLICATION_CATALOGUE.find((app) => app.applicationId === key)!.defaultSize;
    expect(DEFAULT_CARD_SIZES[sizeOf('knowledge')]).toEqual({ w: 1, h: 7 });
    expect(DEFAULT_CARD_SIZES[sizeOf('summarization')]).toEqual({ w: 2, h: 10.5 });
    expect(DEFAULT_CARD_SIZES[sizeOf('harmony')]).toEqual({ w: 1, h: 3.5 });
    expect(DEFAULT_CARD_SIZES[sizeOf('clarity')]).toEqual({ w: 1, h: 3.5 });
    const cards = APPLICATION_CATALOGUE.map((app) => ({
      i: app.applicationId,
      ...DEFAULT_CARD_SIZES[app.defaultSize],
      minW: app.minW,
      minH: app.minH,
    }));
    expect(buildLayout(cards).refused).toEqual([]);
  });

  it('marks Workday as an admin licence not yet enabled (shown unavailable) and Salesforce as enabled', () => {
    const byKey = new Map(APPLICATION_CATALOGUE.map((app) => [app.applicationId, app]));
    expect(byKey.get('workday')).toMatchObject({ isAdminLicense: true, isGuardianEnabled: false });
    expect(byKey.get('salesforce-crm')).toMatchObject({ isAdminLicense: true, isGuardianEnabled: true });
  });
});
