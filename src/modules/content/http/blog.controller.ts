import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ZodQuery } from '../../../platform/http/zod-input.js';
import { type CategoryParams, CategoryQuery } from '../posts/post-inputs.js';
import { type BlogPost, BlogPostsQuery } from '../read-models/blog-posts-read-model.js';

/** The public blog: published posts only, for everyone. */
@ApiTags('content')
@Controller('api/blog-posts')
export class BlogController {
  constructor(private readonly posts: BlogPostsQuery) {}

  @Get()
  @ApiOperation({ summary: 'Published posts, newest first, optionally of one category' })
  list(@ZodQuery(CategoryQuery) query: CategoryParams): Promise<BlogPost[]> {
    return this.posts.published(query.category);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One published post by its slug (404 for drafts)' })
  async bySlug(@Param('slug') slug: string): Promise<BlogPost> {
    const post = await this.posts.publishedBySlug(slug);
    if (!post) throw new NotFoundException('Post not found');
    return post;
  }
}
