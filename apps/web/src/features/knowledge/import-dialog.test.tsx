import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { KnowledgeArticle, KnowledgeSearchReply } from '@switchboard/contracts';
import { renderWithProviders } from '../../test/test-utils';
import { FakeXhr } from '../../test/fake-xhr';
import { GROUP_A, demoUser, json, stubApi } from '../../test/fake-api';
import { withSession } from '../../test/with-session';
import { KnowledgeRoutes } from './knowledge-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

const BASE = `/api/knowledge/v1/${GROUP_A}/articles`;
const DRAFT_ID = '6b1b2c3d4e5f6a7b8c9d0e42';
const EMPTY: KnowledgeSearchReply = { data: [], total: 0, more: false, page: 1, limit: 10, tags: [] };

const draft: KnowledgeArticle = {
  articleId: DRAFT_ID,
  title: 'Returns without a receipt',
  bodyHtml: '<h2>Returns without a receipt</h2><p>Offer store credit after an identity check.</p>',
  tags: [],
  language: 'fr-FR',
  audienceRoles: [],
  status: 'draft',
  author: { userId: '6b1b2c3d4e5f6a7b8c9d0e90', name: 'Grace Okafor' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const markdown = () =>
  new File(['# Returns without a receipt\n\nOffer store credit after an identity check.\n'], 'returns.md', { type: 'text/markdown' });

/** The guardian's knowledge page with the import dialog open. */
async function openImport() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  stubApi({
    [`GET ${BASE}`]: () => json(200, EMPTY),
    [`GET ${BASE}/${DRAFT_ID}`]: () => json(200, draft),
  });
  renderWithProviders(
    withSession(
      demoUser('guardian'),
      <Routes>
        <Route path="/dashboard/knowledge/*" element={<KnowledgeRoutes />} />
      </Routes>,
    ),
    { route: '/dashboard/knowledge' },
  );
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Import a document' }));
  expect(await screen.findByRole('dialog', { name: 'Import a document' })).toBeInTheDocument();
  // Mantine's FileInput shows a button; the real file input sits hidden beside it.
  const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { user, fileInput };
}

describe('knowledge import', { timeout: 20_000 }, () => {
  it('uploads a Markdown file in the chosen language and opens the imported draft for review', async () => {
    const { user, fileInput } = await openImport();
    await user.click(within(screen.getByRole('dialog', { name: 'Import a document' })).getByRole('textbox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Français (France)' }));
    await user.upload(fileInput, markdown());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/import?language=fr-FR`);
    expect((xhr.body?.get('file') as File).name).toBe('returns.md');
    act(() => xhr.respond(201, draft));

    expect(await screen.findByText('“Returns without a receipt” imported as a draft')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Returns without a receipt'));
    expect(screen.queryByRole('dialog', { name: 'Import a document' })).toBeNull();
  });

  it('refuses a file of another kind before sending it', async () => {
    const { user, fileInput } = await openImport();
    await user.upload(fileInput, new File(['x'], 'slides.pptx', { type: 'application/vnd.ms-powerpoint' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(FakeXhr.last).toBeUndefined();
  });

  it('keeps the dialog open for another try when the server refuses the document', async () => {
    const { user, fileInput } = await openImport();
    await user.upload(fileInput, new File(['not really a pdf'], 'policy.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => FakeXhr.last!.respond(415, { error: 'unsupported_media_type', message: "The file's content is not PDF." }));

    // The platform's catalogue text for a refused call (the server's reason is not shown).
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Import a document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });
});
