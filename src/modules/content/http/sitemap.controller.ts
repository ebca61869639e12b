import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { BlogPostsQuery } from '../read-models/blog-posts-read-model.js';

/** The public pages a search engine may list; the signed-in screens are of no use to it (robots.txt says so too). */
const PUBLIC_PAGES = ['/', '/blog', '/organizers/submit', '/terms', '/privacy', '/refund'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly posts: BlogPostsQuery,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const posts = await this.posts.published();
    const entries = [
      ...PUBLIC_PAGES.map((path) => ({ path, lastmod: null as string | null })),
      ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt.slice(0, 10) })),
    ];
    const urls = entries.map(({ path, lastmod }) => `  <url><loc>${escapeXml(`${this.config.publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }
}
