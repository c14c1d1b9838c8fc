// The Eleventy side of `npm run bench -- --compare` (bench/build.ts copies this file next to
// the src/ folder). Like site's blog: articles newest first by publishDate, six a page, and
// each category's articles cut into pages, which category.njk paginates over one at a time.
const fs = require('node:fs');
const path = require('node:path');

const PAGE_SIZE = 6;

const newestFirst = (a, b) =>
  a.data.publishDate < b.data.publishDate ? 1 : a.data.publishDate > b.data.publishDate ? -1 : 0;
const slugOf = (category) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');

module.exports = (eleventyConfig) => {
  // The site's stylesheet, inlined in every page as site inlines it (bench/build.ts writes site.css), read once.
  eleventyConfig.addGlobalData(
    'stylesheet',
    fs.readFileSync(path.join(__dirname, 'site.css'), 'utf8'),
  );
  eleventyConfig.addCollection('newest', (api) => api.getFilteredByTag('blog').sort(newestFirst));
  eleventyConfig.addCollection('categoryPages', (api) => {
    const byCategory = new Map();
    for (const post of api.getFilteredByTag('blog').sort(newestFirst)) {
      const category = post.data.category;
      if (!byCategory.has(category)) byCategory.set(category, []);
      byCategory.get(category).push(post);
    }
    const pages = [];
    for (const [category, posts] of byCategory) {
      const slug = slugOf(category);
      const count = Math.ceil(posts.length / PAGE_SIZE);
      const url = (number) => `/blog/category/${slug}/${number > 1 ? `page/${number}/` : ''}`;
      for (let number = 1; number <= count; number++) {
        pages.push({
          category,
          slug,
          number,
          count,
          url: url(number),
          previous: number > 1 ? url(number - 1) : undefined,
          next: number < count ? url(number + 1) : undefined,
          posts: posts.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE),
        });
      }
    }
    return pages;
  });
};
