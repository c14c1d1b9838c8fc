/**
 * What the generator reads: the site settings and the content collections with their schemas.
 */
import { z } from 'zod';
import type { SiteConfig } from '../src/contract';
import { company } from './company';
import { BLOG_CATEGORIES } from './types';

export const site: SiteConfig = {
  url: company.siteUrl,
  lang: 'en-IN',
  name: company.name,
  locale: 'en_IN',
  icon: '/favicon.svg',
  themeColor: '#0b2545',
  formActions: [company.forms.contactEndpoint, company.forms.newsletterEndpoint].filter(Boolean),
  // For hosts that cannot send headers (GitHub Pages): SITE_CSP_META=1 npx site build
  cspMeta: process.env.SITE_CSP_META === '1',
};

const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD, such as 2026-03-12' });

export const blogSchema = z.strictObject({
  title: z.string().min(10, 'must be at least 10 characters'),
  excerpt: z.string().min(40, 'must be at least 40 characters'),
  category: z.enum(BLOG_CATEGORIES, { error: `must be one of: ${BLOG_CATEGORIES.join(', ')}` }),
  readTime: z.string().regex(/^\d+ min read$/, 'must look like "5 min read"'),
  publishDate: isoDate,
  image: z.string().regex(/^\/images\/[\w/-]+\.(svg|png|jpg|webp)$/, 'must be a path under public/images/, such as /images/blog/my-article.svg'),
});

export const legalSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(50, 'must be at least 50 characters'),
  updated: isoDate,
});

export const collections = {
  blog: { schema: blogSchema },
  legal: { schema: legalSchema },
};
