import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { BlogDemoSeed } from './demo/blog-demo-seed.js';
import { AdminBlogController } from './http/admin-blog.controller.js';
import { BlogController } from './http/blog.controller.js';
import { SitemapController } from './http/sitemap.controller.js';
import { BlogCommands } from './posts/blog-commands.js';
import { BlogPostsQuery, blogPostsProjection } from './read-models/blog-posts-read-model.js';

/** The blog: posts written by admins (sanitized on write), read by everyone once published, and the sitemap. */
@Module({
  controllers: [BlogController, AdminBlogController, SitemapController],
  providers: [BlogCommands, BlogPostsQuery, BlogDemoSeed],
})
export class ContentModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRunner) {}

  onModuleInit(): void {
    this.projections.register(blogPostsProjection);
  }
}
