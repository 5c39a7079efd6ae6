import { describe, expect, it } from 'vitest';
import { USECASE_DOCUMENT_FORMAT, type UsecaseDetail } from '@switchboard/contracts';
import { exportFileName, readUsecaseDocument, usecaseExport } from './import-usecase';

const detail: UsecaseDetail = {
  id: 'a'.repeat(24),
  useCaseId: 'a'.repeat(24),
  name: 'Billing dispute',
  description: null,
  type: 1,
  genericUsecase: false,
  verticalId: null,
  language: 'en-US',
  selectedVoice: 'en-US,English (United States),1,espeak-ng,pocketsphinx,en-us+f3',
  visibilityId: 3,
  liveTranscript: false,
  realTimeFeedback: true,
  threshold: 70,
  maxRetryCount: 3,
  nluEnabled: false,
  inboundEnabled: true,
  scripted: true,
  selfRegistration: false,
  voiceBotVisibility: true,
  customerName: 'Dana',
  customerAge: 42,
  customerAddress: null,
  customerSince: null,
  customerIssueDescription: null,
  customerSpeakingStyle: null,
  customerFacts: [],
  customerGoal: null,
  customerObjections: [],
  customerMood: null,
  script: { steps: [{ id: 'welcome', kind: 'welcome', customerLines: ['Hi'], recommendedAnswers: ['Hello'], chips: [] }] },
  status: 'published',
  version: 4,
  libraryKey: null,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
};

describe('roleplay JSON import and export', () => {
  it('exports every authorable field and none of the ids, and reads it back', () => {
    const document = usecaseExport(detail);
    expect(document.format).toBe(USECASE_DOCUMENT_FORMAT);
    expect(document.usecase).not.toHaveProperty('id');
    expect(document.usecase).not.toHaveProperty('version');
    const read = readUsecaseDocument(JSON.stringify(document));
    expect(read).toEqual({ ok: true, fields: document.usecase });
  });

  it('exports and imports key points and must-nots, and older files without them', () => {
    const steps = [{ ...detail.script.steps[0]!, keyPoints: ['greets the customer by name'], mustNot: ['ask for the password'] }];
    const document = usecaseExport({ ...detail, script: { steps } });
    const read = readUsecaseDocument(JSON.stringify(document));
    expect(read.ok && read.fields.script.steps[0]).toMatchObject({
      keyPoints: ['greets the customer by name'],
      mustNot: ['ask for the password'],
    });
    const old = readUsecaseDocument(JSON.stringify(usecaseExport(detail)));
    expect(old.ok && old.fields.script.steps[0]).not.toHaveProperty('keyPoints');
  });

  it('says why a file cannot be imported', () => {
    expect(readUsecaseDocument('{nope')).toMatchObject({ ok: false, reason: 'notJson' });
    expect(readUsecaseDocument('{"name":"x"}')).toMatchObject({ ok: false, reason: 'notDocument' });
    const broken = usecaseExport({
      ...detail,
      script: { steps: [{ id: 'Bad Id', kind: 'welcome', customerLines: [], recommendedAnswers: ['x'], chips: [] }] },
    });
    const read = readUsecaseDocument(JSON.stringify(broken));
    expect(read).toMatchObject({ ok: false, reason: 'invalid' });
    expect(read.ok ? [] : read.paths).toEqual(
      expect.arrayContaining(['usecase.script.steps.0.id', 'usecase.script.steps.0.customerLines']),
    );
  });

  it('names the file after the roleplay', () => {
    expect(exportFileName('Litige de facturation : frais d’itinérance')).toBe('litige-de-facturation-frais-d-itinerance.roleplay.json');
    expect(exportFileName('!!!')).toBe('roleplay.roleplay.json');
  });
});
