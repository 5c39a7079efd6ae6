import { describe, expect, it } from 'vitest';
import { roleName } from './roles.js';
import { announcementAudience } from './announcements.js';
import { memberListQuery } from './tenancy.js';

describe('role names read from outside the app', () => {
  it('reads Trainer and Manager as mentor, Trainee and Advisor as hero, in any letter case', () => {
    expect(['Trainer', 'MANAGER', 'trainee', ' Advisor ', 'Guardian'].map((name) => roleName.parse(name))).toEqual([
      'mentor',
      'mentor',
      'hero',
      'hero',
      'guardian',
    ]);
    expect(roleName.safeParse('janitor').success).toBe(false);
    expect(roleName.safeParse(7).success).toBe(false);
  });

  it('applies wherever a request names roles: member filters and announcement audiences', () => {
    expect(memberListQuery.parse({ roles: 'Trainee,manager' }).roles).toEqual(['hero', 'mentor']);
    expect(announcementAudience.parse({ roles: ['Advisor'] }).roles).toEqual(['hero']);
  });
});
