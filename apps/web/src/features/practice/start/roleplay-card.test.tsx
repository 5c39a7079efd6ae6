import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { UsecaseCard } from '@switchboard/contracts';
import { renderWithProviders } from '../../../test/test-utils';
import { changeLocale } from '../../../shared/i18n/i18n';
import { RoleplayCard } from './roleplay-card';

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

afterEach(async () => {
  cleanup();
  await changeLocale('en-US');
});

const noop = () => undefined;

describe('the roleplay card’s tick box says what it does', () => {
  it('under All Roleplays it adds the roleplay to Assigned; only under Assigned is it a favourite', () => {
    renderWithProviders(<RoleplayCard card={card()} tab="all" inProgress={false} onBookmark={noop} />);
    // Ticking it here puts the roleplay under Assigned, not under 'Favourites only': calling it a favourite misleads.
    expect(screen.getByRole('checkbox', { name: 'Add Billing dispute to Assigned' })).toBeInTheDocument();
    // Its visible label is the Assigned tab's name, which the spoken name contains.
    expect(within(screen.getByTestId('roleplay-card')).getByText('Assigned', { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('roleplay-card')).not.toHaveTextContent(/favourite|bookmark/i);
    cleanup();

    renderWithProviders(<RoleplayCard card={card({ assigned: true })} tab="assigned" inProgress={false} onBookmark={noop} />);
    expect(screen.getByRole('checkbox', { name: 'Favourite Billing dispute' })).toBeInTheDocument();
    expect(screen.getByTestId('roleplay-card')).toHaveTextContent('Favourite');
  });

  it('says the same in German: Zugewiesen under All Roleplays, Favorit under Assigned', async () => {
    await changeLocale('de-DE');
    renderWithProviders(<RoleplayCard card={card()} tab="all" inProgress={false} onBookmark={noop} />);
    expect(screen.getByRole('checkbox', { name: 'Billing dispute zu „Zugewiesen“ hinzufügen' })).toBeInTheDocument();
    expect(screen.getByTestId('roleplay-card')).not.toHaveTextContent(/favorit/i);
  });

  it('a spinner while saving names no favourite on the All Roleplays tab', () => {
    renderWithProviders(<RoleplayCard card={card()} tab="all" inProgress onBookmark={noop} />);
    expect(screen.getByRole('status', { name: 'Saving…' })).toBeInTheDocument();
  });
});
