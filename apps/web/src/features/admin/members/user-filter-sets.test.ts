import { describe, expect, it } from 'vitest';
import {
  EMPTY_SET,
  filterCount,
  filterSetReducer,
  hasUnsavedChanges,
  isFiltered,
  loadFilterSet,
  storeFilterSet,
  type FilterSet,
  type UserFilters,
} from './user-filter-sets';

const edit = (set: FilterSet, patch: Partial<UserFilters>) => filterSetReducer(set, { type: 'edit', patch });

describe('user filter sets (unsaved and saved selections)', () => {
  it('keeps edits unsaved until committed', () => {
    const edited = edit(edit(EMPTY_SET, { roles: ['hero'] }), { l1Names: ['Morgan Lee'], userName: ' alex ' });
    expect(edited.saved).toEqual(EMPTY_SET.saved);
    expect(hasUnsavedChanges(edited)).toBe(true);
    const committed = filterSetReducer(edited, { type: 'commit' });
    expect(committed.saved).toEqual({ ...edited.unsaved, userName: 'alex' });
    expect(hasUnsavedChanges(committed)).toBe(false);
    expect(filterCount(committed.saved)).toBe(3);
  });

  it('treats the same choices in another order as no change', () => {
    const saved = filterSetReducer(edit(EMPTY_SET, { roles: ['hero', 'mentor'] }), { type: 'commit' });
    expect(hasUnsavedChanges(edit(saved, { roles: ['mentor', 'hero'] }))).toBe(false);
  });

  it('reset clears both selections', () => {
    const committed = filterSetReducer(edit(EMPTY_SET, { status: ['inactive'] }), { type: 'commit' });
    const reset = filterSetReducer(edit(committed, { roles: ['guardian'] }), { type: 'reset' });
    expect(reset).toEqual(EMPTY_SET);
    expect(isFiltered(reset.saved)).toBe(false);
  });

  it('keeps one set per client and checks what it reads back', () => {
    const a = filterSetReducer(edit(EMPTY_SET, { status: ['active'] }), { type: 'commit' });
    storeFilterSet('tenant-a', a);
    expect(loadFilterSet('tenant-a')).toEqual(a);
    expect(loadFilterSet('tenant-b')).toEqual(EMPTY_SET);
    localStorage.setItem(
      'switchboard.userFilters.tenant-c',
      JSON.stringify({ saved: { roles: ['commander', 'hero', 7], status: 'x', userName: 5 } }),
    );
    expect(loadFilterSet('tenant-c').saved).toEqual({ ...EMPTY_SET.saved, roles: ['hero'] });
    localStorage.setItem('switchboard.userFilters.tenant-d', '{broken');
    expect(loadFilterSet('tenant-d')).toEqual(EMPTY_SET);
  });
});
