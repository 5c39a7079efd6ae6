import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/test-utils';
import { GROUP_A, json, stubApi } from '../../../test/fake-api';
import { LanguageDialog } from './language-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FRENCH = {
  languageCd: 'fr-FR',
  languageNm: 'Français (France)',
  voiceNm: 'Female 2',
  voiceSpeed: 1,
  providerTTS: 'espeak-ng',
  providerSTT: 'vosk',
  buddyBotvoice: 'fr+f2',
  threshold: 70,
  voiceSetting: 'fr-FR,Français (France),1,espeak-ng,vosk,fr+f2',
};

describe("'Select Language' dialog", () => {
  it("keeps Submit disabled until the bot's language is chosen, then hands back its voice", async () => {
    stubApi({ 'GET /apigateway/upsrvc/accountVoiceConfigAll': () => json(200, [FRENCH]) });
    const onSubmit = vi.fn();
    renderWithProviders(<LanguageDialog opened tenantId={GROUP_A} onClose={() => undefined} onSubmit={onSubmit} />);
    expect(await screen.findByRole('dialog', { name: 'Select Language' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const select = (await screen.findAllByLabelText(/Bot's Language/)).find((element) => element.tagName === 'INPUT')!;
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Français (France)' }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(FRENCH.voiceSetting);
  }, 15_000);

  it("says 'noBotLanguages' when the group has none", async () => {
    stubApi({ 'GET /apigateway/upsrvc/accountVoiceConfigAll': () => json(200, []) });
    renderWithProviders(<LanguageDialog opened tenantId={GROUP_A} onClose={() => undefined} onSubmit={() => undefined} />);
    expect(await screen.findByText('No bot languages are configured for this group.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("shows 'Failed to get bot languages' when they cannot be loaded", async () => {
    stubApi({ 'GET /apigateway/upsrvc/accountVoiceConfigAll': () => json(500, { error: 'internal_error', message: 'x' }) });
    renderWithProviders(<LanguageDialog opened tenantId={GROUP_A} onClose={() => undefined} onSubmit={() => undefined} />);
    expect(await screen.findByText('Failed to get bot languages')).toBeInTheDocument();
  });
});
