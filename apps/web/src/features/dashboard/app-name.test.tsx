import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLocale } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/test-utils';
import { useAppName } from './app-name';

afterEach(async () => {
  await changeLocale('en-US');
});

function Titles() {
  const nameOf = useAppName();
  return (
    <>
      <h3>{nameOf({ name: 'Announcement', builtinWidget: 'announcements' })}</h3>
      <h3>{nameOf({ name: 'Roleplay', builtinWidget: 'roleplay' })}</h3>
    </>
  );
}

describe('widget titles', () => {
  it.each([
    ['de-DE', 'Ankündigungen'],
    ['fr-FR', 'Annonces'],
    ['sv-SE', 'Meddelanden'],
  ] as const)('name the announcements widget in %s as its menu tab does, and keep product names', async (locale, title) => {
    await changeLocale(locale);
    renderWithProviders(<Titles />);
    const titles = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(titles).toEqual([title, 'Roleplay']);
  });
});
