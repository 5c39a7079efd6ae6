import { describe, expect, it } from 'vitest';
import { roleplayScript, type RoleplayScript, type ScriptStep } from '@switchboard/contracts';
import { SAMPLE_SCRIPT } from '../fixtures/sample-script.js';
import { advance, createRunner } from './script-runner.js';
import type { EngineScript, EngineStep } from './types.js';

// The engine restates the script shape to stay free of zod; these assignments fail to compile if the
// contracts' script ever stops fitting the engine.
const stepFits = (s: ScriptStep): EngineStep => s;
const scriptFits = (s: RoleplayScript): EngineScript => s;

describe('engine script shape', () => {
  it('runs a script parsed by the contracts schema', () => {
    const contract = roleplayScript.parse(SAMPLE_SCRIPT);
    expect(contract.steps.map(stepFits).map((s) => s.id)).toEqual(SAMPLE_SCRIPT.steps.map((s) => s.id));
    const parsed = scriptFits(contract);
    const started = advance(parsed, createRunner(parsed, { threshold: 65, language: 'en-US' }), { type: 'start', at: 0 });
    expect(started.messages[0]).toMatchObject({ type: 'customer', stepId: 'welcome' });
  });
});
