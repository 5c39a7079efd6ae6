import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { KnowledgeArticle, KnowledgeHit, KnowledgeSearchReply } from '@switchboard/contracts';
import { renderWithProviders } from '../../test/test-utils';
import { GROUP_A, demoUser, json, stubApi } from '../../test/fake-api';
import { withSession } from '../../test/with-session';
import { KnowledgeRoutes } from './knowledge-routes';
import KnowledgeWidget from './knowledge-widget';
import { safeSnippet } from './snippet';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE = `/api/knowledge/v1/${GROUP_A}/articles`;
const ID = (n: number) => `6b1b2c3d4e5f6a7b8c9d0e${String(n).padStart(2, '0')}`;

const hit = (n: number, overrides: Partial<KnowledgeHit> = {}): KnowledgeHit => ({
  articleId: ID(n),
  title: `Article ${n}`,
  snippetHtml: `Text of article ${n}`,
  tags: ['billing'],
  language: 'en-US',
  status: 'published',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const reply = (data: KnowledgeHit[], total = data.length, page = 1, more = false): KnowledgeSearchReply => ({
  data,
  total,
  more,
  page,
  limit: 10,
  tags: ['billing', 'refunds'],
});

const article = (overrides: Partial<KnowledgeArticle> = {}): KnowledgeArticle => ({
  articleId: ID(1),
  title: 'Refunds: how long they take',
  bodyHtml: '<h2>Timings</h2><p>Card refunds take <strong>3–5 business days</strong>.<img src=x onerror="window.hacked=1"></p>',
  tags: ['refunds'],
  language: 'en-US',
  audienceRoles: [],
  status: 'published',
  author: { userId: ID(90), name: 'Grace Okafor' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function renderKnowledge(route: string, role: 'hero' | 'guardian' = 'hero') {
  return renderWithProviders(
    withSession(
      demoUser(role),
      <Routes>
        <Route path="/dashboard/knowledge/*" element={<KnowledgeRoutes />} />
      </Routes>,
    ),
    { route },
  );
}

describe('search snippets', () => {
  it('keep the marks around hits and nothing else the text may carry', () => {
    expect(safeSnippet('the <mark>refund</mark> takes 3&ndash;5 days')).toBe('the <mark>refund</mark> takes 3–5 days');
    expect(safeSnippet('<b>bold</b><img src=x onerror=alert(1)><mark class="x" onclick="y">hit</mark><script>z()</script>')).toBe(
      'bold<mark>hit</mark>',
    );
  });
});

describe('knowledge search', { timeout: 20_000 }, () => {
  it('searches once typing pauses, highlights the hits, filters by language and pages', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    stubApi({
      [`GET ${BASE}`]: (url) => {
        asked.push(url.searchParams);
        const q = url.searchParams.get('q');
        if (!q) return json(200, reply([hit(1), hit(2)]));
        const page = Number(url.searchParams.get('page'));
        return json(
          200,
          // The server stopped counting at its cap: there are more matches than it counted.
          reply(
            [hit(page === 2 ? 13 : 3, { title: 'Refund timings', snippetHtml: 'the <mark>refund</mark> takes 3–5 days' })],
            12,
            page,
            true,
          ),
        );
      },
    });
    renderKnowledge('/dashboard/knowledge');
    expect(await screen.findByRole('link', { name: 'Article 1' })).toHaveAttribute('href', `/dashboard/knowledge/${ID(1)}`);
    expect(screen.getByTestId('knowledge-count')).toHaveTextContent('2 articles');

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'refund');
    expect(await screen.findByRole('link', { name: 'Refund timings' })).toBeInTheDocument();
    // One request for the whole word, not one per keystroke.
    expect(asked.filter((params) => params.get('q')).map((params) => params.get('q'))).toEqual(['refund']);
    const result = screen.getByTestId('knowledge-hit');
    expect(within(result).getByText('refund', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByTestId('knowledge-count')).toHaveTextContent('At least 12 articles');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Refund timings' })).toHaveAttribute('href', `/dashboard/knowledge/${ID(13)}`);
    expect(asked.at(-1)?.get('page')).toBe('2');

    await user.click(screen.getByRole('textbox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Français (France)' }));
    await waitFor(() => expect(asked.at(-1)?.get('language')).toBe('fr-FR'));
    // A new filter starts again at the first page.
    expect(asked.at(-1)?.get('page')).toBe('1');
    // Heroes neither write nor import.
    expect(screen.queryByRole('link', { name: 'New article' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import a document' })).toBeNull();
  });

  it('asks for the latest articles in the reader’s language first', async () => {
    const asked: URLSearchParams[] = [];
    stubApi({
      [`GET ${BASE}`]: (url) => {
        asked.push(url.searchParams);
        return json(200, reply([hit(1)]));
      },
    });
    renderKnowledge('/dashboard/knowledge');
    await screen.findByRole('link', { name: 'Article 1' });
    expect(asked[0]?.get('preferLanguage')).toBe('en-US');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    stubApi({ [`GET ${BASE}`]: (url) => json(200, reply(url.searchParams.get('q') ? [] : [hit(1)])) });
    renderKnowledge('/dashboard/knowledge');
    await screen.findByRole('link', { name: 'Article 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zebra{Enter}');
    expect(await screen.findByText('No articles match')).toBeInTheDocument();
  });
});

describe('the Knowledge card', () => {
  it('asks for the latest articles in the reader’s language first and lists them in the order given', async () => {
    const asked: URLSearchParams[] = [];
    stubApi({
      [`GET ${BASE}`]: (url) => {
        asked.push(url.searchParams);
        return json(200, reply([hit(1, { title: 'Refund timing' }), hit(2, { title: 'Délai de remboursement', language: 'fr-FR' })]));
      },
    });
    renderWithProviders(withSession(demoUser('hero'), <KnowledgeWidget />));
    const hits = await screen.findByTestId('knowledge-widget-hits');
    expect(
      within(hits)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Refund timing', 'Délai de remboursement']);
    expect(asked[0]?.get('preferLanguage')).toBe('en-US');
  });
});

describe('a knowledge article', { timeout: 45_000 }, () => {
  it('shows the article sanitised, its author and tags, and no edit control to a hero', async () => {
    stubApi({ [`GET ${BASE}/${ID(1)}`]: () => json(200, article()) });
    renderKnowledge(`/dashboard/knowledge/${ID(1)}`);
    expect(await screen.findByRole('heading', { name: 'Refunds: how long they take', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Timings' })).toBeInTheDocument();
    expect(screen.getByText('3–5 business days')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/By Grace Okafor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'refunds' })).toHaveAttribute('href', '/dashboard/knowledge?tag=refunds');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('says the page does not exist for an article of another group', async () => {
    stubApi({ [`GET ${BASE}/${ID(9)}`]: () => json(404, { error: 'not_found', message: 'Not found' }) });
    renderKnowledge(`/dashboard/knowledge/${ID(9)}`);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('lets a guardian write an article with tags, language, audience and status', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | null = null;
    stubApi({
      [`POST ${BASE}`]: (_url, init) => {
        sent = JSON.parse(String(init.body)) as Record<string, unknown>;
        return json(201, article({ articleId: ID(5), title: 'Identity checks', status: 'published' }));
      },
      [`GET ${BASE}/${ID(5)}`]: () => json(200, article({ articleId: ID(5), title: 'Identity checks' })),
    });
    renderKnowledge('/dashboard/knowledge/new', 'guardian');
    await user.click(await screen.findByTestId('article-save'));
    expect(await screen.findByText('Give the article a title')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Identity checks');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'Identity{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Who can read it' }));
    await user.click(await screen.findByRole('option', { name: 'Hero' }));
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    await user.click(screen.getByTestId('article-save'));
    expect(await screen.findByRole('heading', { name: 'Identity checks', level: 1 })).toBeInTheDocument();
    expect(sent).toMatchObject({
      title: 'Identity checks',
      tags: ['identity'],
      language: 'en-US',
      audienceRoles: ['hero'],
      status: 'published',
    });
  });

  it('sends a hero who opens the editor back to the search', async () => {
    stubApi({ [`GET ${BASE}`]: () => json(200, reply([hit(1)])) });
    renderKnowledge('/dashboard/knowledge/new');
    expect(await screen.findByRole('heading', { name: 'Knowledge', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('article-save')).toBeNull();
  });
});
