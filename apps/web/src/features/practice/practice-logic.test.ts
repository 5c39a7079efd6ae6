import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { UsecaseCard } from '@switchboard/contracts';
import { assessmentEntry, bookmarkState, heroSelects, needsLanguage, pickRandomSubset, startDisabled } from './practice-logic';

const card = (over: Partial<UsecaseCard> = {}): UsecaseCard => ({
  useCaseId: 'a'.repeat(24),
  id: 'a'.repeat(24),
  name: 'Billing dispute',
  description: null,
  type: 1,
  genericUsecase: true,
  selectedVoice: null,
  assigned: false,
  isValidForSelfRegistration: true,
  updatedDate: '2026-01-01T00:00:00.000Z',
  isUsecaseLibrary: true,
  visibilityId: 3,
  liveTranscript: false,
  realTimeFeedback: true,
  threshold: 70,
  maxRetryCount: 3,
  nluEnabled: false,
  inboundEnabled: true,
  scripted: true,
  customerName: null,
  customerAge: null,
  customerAddress: null,
  customerSince: null,
  customerIssueDescription: null,
  customerSpeakingStyle: null,
  voiceBotVisibility: true,
  batchId: null,
  batchName: null,
  language: 'en-US',
  assignedVia: null,
  selfRegistered: false,
  isFavourite: false,
  ...over,
});

describe('bookmark state', () => {
  it('is disabled when the roleplay is neither open to self-registration nor assigned', () => {
    expect(bookmarkState(card({ isValidForSelfRegistration: false }), 'all', false)).toMatchObject({ checked: false, disabled: true });
    expect(bookmarkState(card({ isValidForSelfRegistration: true }), 'all', false)).toMatchObject({ checked: false, disabled: false });
    expect(bookmarkState(card({ isValidForSelfRegistration: false, assigned: true, assignedVia: 'self' }), 'all', false)).toMatchObject({
      checked: true,
      disabled: false,
    });
  });

  it('is disabled while its request runs', () => {
    expect(bookmarkState(card(), 'all', true).disabled).toBe(true);
  });

  it('shows registration in the library and favourites under Assigned', () => {
    const assignedByBatch = card({ assigned: true, assignedVia: 'batch', isFavourite: true });
    expect(bookmarkState(assignedByBatch, 'all', false)).toMatchObject({ checked: true, disabled: true, assignedByTrainer: true });
    expect(bookmarkState(assignedByBatch, 'assigned', false)).toMatchObject({ checked: true, disabled: false });
    expect(bookmarkState(card({ assigned: true, assignedVia: 'batch' }), 'assigned', false).checked).toBe(false);
  });
});

describe('start rules', () => {
  it('under All Roleplays needs self-registration and no bookmark in progress', () => {
    expect(startDisabled(card({ isValidForSelfRegistration: false, assigned: true }), 'all', false)).toBe(true);
    expect(startDisabled(card(), 'all', true)).toBe(true);
    expect(startDisabled(card(), 'all', false)).toBe(false);
    expect(startDisabled(card({ isValidForSelfRegistration: false, assigned: true }), 'assigned', false)).toBe(false);
  });

  it('gives heroes multi-select only on the Assigned chat or voice list', () => {
    expect(heroSelects('hero', 'assigned', 'chat')).toBe(true);
    expect(heroSelects('hero', 'assigned', 'all')).toBe(false);
    expect(heroSelects('hero', 'all', 'voice')).toBe(false);
    expect(heroSelects('mentor', 'assigned', 'voice')).toBe(false);
  });

  it("asks for the bot's language only when neither the roleplay nor the user chose one", () => {
    expect(needsLanguage(card({ language: null }))).toBe(true);
    expect(needsLanguage(card({ language: null, selectedVoice: 'fr-FR,Français,1,espeak-ng,vosk,fr' }))).toBe(false);
    expect(needsLanguage(card())).toBe(false);
  });

  it('builds the spec payload, with the chosen voice only for language-free roleplays', () => {
    const user = 'b'.repeat(24);
    const fromLibrary = { batchId: null, isDelayRequired: false, fromLibrary: true, voice: 'es-ES,x,1,a,b,c' };
    expect(assessmentEntry(card({ language: null }), user, fromLibrary)).toMatchObject({
      actorId: user,
      userId: user,
      useCaseId: card().id,
      batchId: null,
      isDelayRequired: false,
      isUsecaseLibrary: true,
      selectedVoice: 'es-ES,x,1,a,b,c',
    });
    const inBatch = { batchId: 'c'.repeat(24), isDelayRequired: true, fromLibrary: false, voice: 'es-ES,x,1,a,b,c' };
    expect(assessmentEntry(card(), user, inBatch)).not.toHaveProperty('selectedVoice');
    expect(assessmentEntry(card(), user, inBatch)).toMatchObject({ batchId: 'c'.repeat(24), isDelayRequired: true });
    // A library roleplay the hero bookmarked is still a library roleplay when started from the Assigned tab.
    expect(assessmentEntry(card({ isUsecaseLibrary: true }), user, inBatch).isUsecaseLibrary).toBe(true);
    expect(assessmentEntry(card({ isUsecaseLibrary: false }), user, inBatch).isUsecaseLibrary).toBe(false);
  });
});

describe('random subset', () => {
  it('picks exactly the wanted number of distinct items, in their list order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 30 }),
        fc.nat(35),
        fc.infiniteStream(fc.double({ min: 0, max: 0.999999, noNaN: true })),
        (items, size, stream) => {
          const random = () => stream.next().value;
          const picked = pickRandomSubset(items, size, random);
          expect(picked).toHaveLength(Math.min(size, items.length));
          expect(new Set(picked).size).toBe(picked.length);
          const positions = picked.map((p) => items.indexOf(p));
          expect(positions.every((p) => p >= 0)).toBe(true);
          expect([...positions].sort((x, y) => x - y)).toEqual(positions);
        },
      ),
    );
  });

  it('can pick any item (not always the first ones)', () => {
    const seen = new Set<number>();
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 200; i += 1) for (const item of pickRandomSubset([0, 1, 2, 3, 4], 2, random)) seen.add(item);
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
