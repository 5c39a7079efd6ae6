import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROLES, type Role } from '@switchboard/contracts';
import { TAB_KEYS, tabDefinition, tabsForRole, type TabKey } from './tab-definitions';
import { initialTabsState, orderedTabs, tabReducer, type TabsAction, type TabsState } from './tab-reducer';

const run = (state: TabsState, ...actions: TabsAction[]) => actions.reduce(tabReducer, state);
const keysOf = (state: TabsState) => orderedTabs(state).map((tab) => tab.key);
const highest = (state: TabsState) => orderedTabs(state).at(-1)?.key ?? null;

describe('tabs by role (platform.md §2)', () => {
  it.each<[Role, TabKey[]]>([
    ['hero', ['home']],
    ['mentor', ['home']],
    ['guardian', ['home', 'tenantManagement', 'clientConfiguration']],
    ['commander', ['home', 'applicationSettings', 'tenantManagement', 'clientConfiguration']],
    ['architect', ['home', 'applicationSettings', 'tenantManagement', 'clientConfiguration']],
  ])('%s may use %j', (role, expected) => {
    expect(tabsForRole(role)).toEqual(expected);
    expect(initialTabsState(role).enabled).toEqual(expected);
  });

  it('starts with Home rendered and open', () => {
    expect(keysOf(initialTabsState('architect'))).toEqual(['home']);
    expect(initialTabsState('architect').active).toBe('home');
  });

  it('only Home is not closable', () => {
    expect(TAB_KEYS.filter((key) => !tabDefinition(key).closable)).toEqual(['home']);
  });
});

describe('opening', () => {
  it('renders an enabled tab after the highest order and opens it', () => {
    const state = run(
      initialTabsState('architect'),
      { type: 'open', key: 'clientConfiguration' },
      { type: 'open', key: 'applicationSettings' },
    );
    expect(keysOf(state)).toEqual(['home', 'clientConfiguration', 'applicationSettings']);
    expect(state.active).toBe('applicationSettings');
  });

  it('refuses a tab that is not enabled, returning the same state', () => {
    const hero = initialTabsState('hero');
    expect(tabReducer(hero, { type: 'open', key: 'tenantManagement' })).toBe(hero);
    const guardian = initialTabsState('guardian');
    expect(tabReducer(guardian, { type: 'open', key: 'applicationSettings' })).toBe(guardian);
  });

  it('re-opening a rendered tab focuses it without moving it', () => {
    const state = run(
      initialTabsState('commander'),
      { type: 'open', key: 'tenantManagement' },
      { type: 'open', key: 'clientConfiguration' },
      { type: 'open', key: 'tenantManagement' },
    );
    expect(keysOf(state)).toEqual(['home', 'tenantManagement', 'clientConfiguration']);
    expect(state.active).toBe('tenantManagement');
  });

  it('a closed and re-opened tab goes after the highest order', () => {
    const state = run(
      initialTabsState('architect'),
      { type: 'open', key: 'tenantManagement' },
      { type: 'open', key: 'clientConfiguration' },
      { type: 'close', key: 'tenantManagement' },
      { type: 'open', key: 'tenantManagement' },
    );
    expect(keysOf(state)).toEqual(['home', 'clientConfiguration', 'tenantManagement']);
  });
});

describe('closing', () => {
  const three = () =>
    run(
      initialTabsState('architect'),
      { type: 'open', key: 'applicationSettings' },
      { type: 'open', key: 'tenantManagement' },
      { type: 'open', key: 'clientConfiguration' },
    );

  it('closing the open tab focuses the rendered tab with the highest order', () => {
    const state = run(three(), { type: 'focus', key: 'tenantManagement' }, { type: 'close', key: 'tenantManagement' });
    expect(state.active).toBe('clientConfiguration');
    expect(keysOf(state)).toEqual(['home', 'applicationSettings', 'clientConfiguration']);
  });

  it('closing the last admin tab falls back to Home (the only one left)', () => {
    const state = run(initialTabsState('guardian'), { type: 'open', key: 'tenantManagement' }, { type: 'close', key: 'tenantManagement' });
    expect(state.active).toBe('home');
  });

  it('closing a background tab keeps the open one', () => {
    const state = run(three(), { type: 'close', key: 'applicationSettings' });
    expect(state.active).toBe('clientConfiguration');
  });

  it('Home cannot be closed', () => {
    const state = initialTabsState('hero');
    expect(tabReducer(state, { type: 'close', key: 'home' })).toBe(state);
  });

  it('closing a tab that is not rendered changes nothing', () => {
    const state = initialTabsState('architect');
    expect(tabReducer(state, { type: 'close', key: 'tenantManagement' })).toBe(state);
  });
});

describe('enabling and disabling', () => {
  it('disabling the open tab removes it and focuses the highest order', () => {
    const state = run(
      initialTabsState('architect'),
      { type: 'open', key: 'clientConfiguration' },
      { type: 'open', key: 'tenantManagement' },
      { type: 'focus', key: 'clientConfiguration' },
      { type: 'disable', key: 'clientConfiguration' },
    );
    expect(state.active).toBe('tenantManagement');
    expect(state.enabled).not.toContain('clientConfiguration');
    expect(tabReducer(state, { type: 'open', key: 'clientConfiguration' })).toBe(state);
  });

  it('disabling every rendered tab leaves none open', () => {
    const state = run(
      initialTabsState('guardian'),
      { type: 'open', key: 'tenantManagement' },
      { type: 'disable', key: 'tenantManagement' },
      {
        type: 'disable',
        key: 'home',
      },
    );
    expect(state.rendered).toEqual([]);
    expect(state.active).toBeNull();
  });

  it('enabling again allows opening, but only for tabs the role may use', () => {
    const disabled = run(initialTabsState('guardian'), { type: 'disable', key: 'tenantManagement' });
    const enabled = tabReducer(disabled, { type: 'enable', key: 'tenantManagement' });
    expect(enabled.enabled).toEqual(['home', 'tenantManagement', 'clientConfiguration']);
    expect(tabReducer(enabled, { type: 'enable', key: 'applicationSettings' })).toBe(enabled);
  });
});

describe('role changes', () => {
  it('removing tabs a role cannot use switches to Home when the open tab went', () => {
    const state = run(
      initialTabsState('architect'),
      { type: 'open', key: 'tenantManagement' },
      { type: 'open', key: 'applicationSettings' },
      { type: 'applyRole', role: 'guardian' },
    );
    expect(keysOf(state)).toEqual(['home', 'tenantManagement']);
    expect(state.active).toBe('home');
  });

  it('keeps the open tab when the new role still allows it', () => {
    const state = run(
      initialTabsState('architect'),
      { type: 'open', key: 'applicationSettings' },
      { type: 'open', key: 'tenantManagement' },
      { type: 'applyRole', role: 'guardian' },
    );
    expect(state.active).toBe('tenantManagement');
  });

  it('a tab disabled before the change stays disabled; tabs new to the role are enabled', () => {
    const state = run(initialTabsState('guardian'), { type: 'disable', key: 'tenantManagement' }, { type: 'applyRole', role: 'architect' });
    expect(state.enabled).toEqual(['home', 'applicationSettings', 'clientConfiguration']);
  });

  it('reset starts over for the role', () => {
    const state = run(initialTabsState('architect'), { type: 'open', key: 'tenantManagement' }, { type: 'reset', role: 'hero' });
    expect(state).toEqual(initialTabsState('hero'));
  });
});

const roleArb = fc.constantFrom(...ROLES);
const keyArb = fc.constantFrom(...TAB_KEYS);
const actionArb: fc.Arbitrary<TabsAction> = fc.oneof(
  fc.record({ type: fc.constant('open' as const), key: keyArb }),
  fc.record({ type: fc.constant('focus' as const), key: keyArb }),
  fc.record({ type: fc.constant('close' as const), key: keyArb }),
  fc.record({ type: fc.constant('enable' as const), key: keyArb }),
  fc.record({ type: fc.constant('disable' as const), key: keyArb }),
  fc.record({ type: fc.constant('applyRole' as const), role: roleArb }),
);

describe('invariants over any sequence of actions', () => {
  it('the open tab is rendered, rendered tabs are enabled and allowed, keys and orders are unique', () => {
    fc.assert(
      fc.property(roleArb, fc.array(actionArb, { maxLength: 40 }), (role, actions) => {
        let state = initialTabsState(role);
        for (const action of actions) {
          state = tabReducer(state, action);
          const keys = state.rendered.map((tab) => tab.key);
          const orders = state.rendered.map((tab) => tab.order);
          expect(new Set(keys).size).toBe(keys.length);
          expect(new Set(orders).size).toBe(orders.length);
          expect(state.active === null || keys.includes(state.active)).toBe(true);
          expect(state.active === null).toBe(keys.length === 0);
          for (const key of keys) {
            expect(state.enabled).toContain(key);
            expect(tabsForRole(state.role)).toContain(key);
          }
          for (const key of state.enabled) expect(tabsForRole(state.role)).toContain(key);
        }
      }),
    );
  });

  it('opening an enabled, unrendered tab puts it last and opens it; anything else not enabled is refused', () => {
    fc.assert(
      fc.property(roleArb, fc.array(actionArb, { maxLength: 30 }), keyArb, (role, actions, key) => {
        const before = actions.reduce(tabReducer, initialTabsState(role));
        const after = tabReducer(before, { type: 'open', key });
        if (!before.enabled.includes(key)) {
          expect(after).toBe(before);
        } else if (before.rendered.some((tab) => tab.key === key)) {
          expect(after.rendered).toEqual(before.rendered);
          expect(after.active).toBe(key);
        } else {
          expect(highest(after)).toBe(key);
          expect(after.active).toBe(key);
          expect(keysOf(after).slice(0, -1)).toEqual(keysOf(before));
        }
      }),
    );
  });

  it('closing or disabling the open tab focuses the highest remaining order', () => {
    fc.assert(
      fc.property(
        roleArb,
        fc.array(actionArb, { maxLength: 30 }),
        fc.constantFrom('close' as const, 'disable' as const),
        (role, actions, type) => {
          const before = actions.reduce(tabReducer, initialTabsState(role));
          const open = before.active;
          if (open === null || (type === 'close' && !tabDefinition(open).closable)) return;
          const after = tabReducer(before, { type, key: open });
          expect(after.rendered.some((tab) => tab.key === open)).toBe(false);
          expect(after.active).toBe(highest(after));
        },
      ),
    );
  });

  it('closing keeps the order of the remaining tabs and never removes Home', () => {
    fc.assert(
      fc.property(roleArb, fc.array(actionArb, { maxLength: 30 }), keyArb, (role, actions, key) => {
        const before = actions.reduce(tabReducer, initialTabsState(role));
        const after = tabReducer(before, { type: 'close', key });
        expect(keysOf(after)).toEqual(keysOf(before).filter((k) => k !== key || !tabDefinition(k).closable));
        if (before.active !== key) expect(after.active).toBe(before.active);
      }),
    );
  });

  it('a role change switches to Home exactly when the open tab is no longer allowed', () => {
    fc.assert(
      fc.property(roleArb, fc.array(actionArb, { maxLength: 30 }), roleArb, (role, actions, next) => {
        const before = actions.reduce(tabReducer, initialTabsState(role));
        const after = tabReducer(before, { type: 'applyRole', role: next });
        const removed = before.active !== null && !tabsForRole(next).includes(before.active);
        if (!removed) expect(after.active).toBe(before.active);
        else if (after.rendered.some((tab) => tab.key === 'home')) expect(after.active).toBe('home');
        else expect(after.active).toBe(highest(after));
      }),
    );
  });
});
