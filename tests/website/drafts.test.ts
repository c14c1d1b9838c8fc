/** The blog's draft label: shown on a draft article and its card (site serve only builds drafts), never on a published one. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blogSchema, site } from '../../content/config';
import { en } from '../../content/locales/en';
import Article from '../../pages/blog/[slug]';
import { BlogCard } from '../../src/website/components/BlogCard';
import type { BlogEntry } from '../../src/website/components/site-page';

const data = {
  title: 'Sending documents to Canada',
  excerpt:
    'What a document courier to Canada needs, how long it takes and what it costs from Hyderabad.',
  category: 'International',
  readTime: '4 min read',
  publishDate: '2026-03-01',
  image: '/images/blog/customs-documents.svg',
} as const;

function entry(draft: boolean): BlogEntry {
  const parsed = v.parse(blogSchema, { ...data, draft });
  return {
    id: 'sending-documents-to-canada',
    collection: 'blog',
    file: 'content/blog/sending-documents-to-canada.md',
    data: parsed,
    html: '<p>Body.</p>',
    ...(draft && { draft: true as const }),
  };
}

const renderArticle = (article: BlogEntry) =>
  renderToStaticMarkup(
    createElement(Article, {
      route: `/blog/${article.id}`,
      params: { slug: article.id },
      collections: { blog: [article], legal: [] },
      site,
      locale: 'en',
      messages: en,
      languages: [],
      article,
      related: { related: [] },
    }),
  );
const renderCard = (article: BlogEntry) =>
  renderToStaticMarkup(createElement(BlogCard, { id: article.id, article: article.data }));

describe('a draft article', () => {
  it('is accepted by the blog schema with draft: true or false', () => {
    expect(v.safeParse(blogSchema, { ...data, draft: true }).success).toBe(true);
    expect(v.safeParse(blogSchema, { ...data, draft: 'yes' }).success).toBe(false);
  });

  it('shows a visible Draft label on its page and its card', () => {
    expect(renderArticle(entry(true))).toContain(
      '<p class="badge badge-draft">Draft: not published</p>',
    );
    expect(renderCard(entry(true))).toContain('<p class="badge badge-draft">Draft</p>');
  });

  it('shows no label once published', () => {
    expect(renderArticle(entry(false))).not.toContain('badge-draft');
    expect(renderCard(entry(false))).not.toContain('badge-draft');
  });
});
