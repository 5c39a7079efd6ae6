import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/test-utils';
import { json, stubApi } from '../../../../test/fake-api';
import { SpeechStatusNotice } from './speech-status-notice';

afterEach(() => vi.unstubAllGlobals());

const engine = (available: boolean) => ({ engine: 'x', available, missing: available ? null : 'the program x' });

describe('speech engines notice on the call screen', () => {
  it('says before any call that the voice and recognition are not available on this server', async () => {
    stubApi({ 'GET /apigateway/ttssrvc/status': () => json(200, { synthesis: engine(false), recognition: engine(false) }) });
    renderWithProviders(<SpeechStatusNotice />);
    const notice = await screen.findByTestId('speech-unavailable');
    expect(notice).toHaveTextContent('Voice is not available on this server');
    expect(notice).toHaveTextContent('you will read their lines on screen');
    expect(notice).toHaveTextContent('your spoken answers cannot be heard');
  });

  it('says nothing when both engines are there', async () => {
    const api = stubApi({ 'GET /apigateway/ttssrvc/status': () => json(200, { synthesis: engine(true), recognition: engine(true) }) });
    renderWithProviders(<SpeechStatusNotice />);
    await waitFor(() => expect(api.calls).toContain('GET /apigateway/ttssrvc/status'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('speech-unavailable')).toBeNull();
  });
});
