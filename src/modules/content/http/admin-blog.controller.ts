import { ConflictException, Controller, Delete, Get, HttpCode, HttpStatus, NotFoundException, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { AdminOnly, type AuthenticatedUser, CurrentUser } from '../../../platform/http/auth.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { sanitizeArticle } from '../html/sanitize-article.js';
import { BlogCommands } from '../posts/blog-commands.js';
import { UnknownPostError } from '../posts/blog-post.js';
import { CreatePostInput, EditPostInput, PreviewInput } from '../posts/post-inputs.js';
import { SlugTakenError } from '../posts/slug-reservation.js';
import { type BlogPost, BlogPostsQuery } from '../read-models/blog-posts-read-model.js';

const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const POST_NOT_FOUND = 'Post not found';

/** The blog's administration: every post, drafts included; content is sanitized on write. */
@ApiTags('content')
@ApiCookieAuth('sid')
@Controller('api/admin/blog-posts')
@UseGuards(AdminOnly)
export class AdminBlogController {
  constructor(
    private readonly commands: BlogCommands,
    private readonly posts: BlogPostsQuery,
    private readonly projections: ProjectionRunner,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every post, drafts too, newest first' })
  all(): Promise<BlogPost[]> {
    return this.posts.all();
  }

  @Post()
  @ApiOperation({ summary: 'Write a post (a draft unless isPublished): the post as stored (409 when the slug is taken)' })
  async create(@ZodBody(CreatePostInput) body: CreatePostInput, @CurrentUser() admin: AuthenticatedUser): Promise<BlogPost> {
    const { postId, position } = await this.run(() => this.commands.create(body, admin, newCommandContext(admin.id)));
    return this.stored(postId, position);
  }

  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The content as it would be stored, sanitized: the form’s live preview' })
  preview(@ZodBody(PreviewInput) body: PreviewInput): { content: string } {
    return { content: sanitizeArticle(body.content) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a post’s fields or publish it or take it down: the post as stored' })
  async edit(@Param('id') postId: string, @ZodBody(EditPostInput) body: EditPostInput, @CurrentUser() admin: AuthenticatedUser): Promise<BlogPost> {
    if (!POST_ID.test(postId)) throw new NotFoundException(POST_NOT_FOUND);
    const { position } = await this.run(() => this.commands.edit(postId, body, newCommandContext(admin.id)));
    return this.stored(postId, position);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a post (its slug becomes free)' })
  async remove(@Param('id') postId: string, @CurrentUser() admin: AuthenticatedUser): Promise<void> {
    if (!POST_ID.test(postId)) throw new NotFoundException(POST_NOT_FOUND);
    const { position } = await this.run(() => this.commands.remove(postId, newCommandContext(admin.id)));
    if (position) await this.projections.whenProcessed(position);
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      if (error instanceof UnknownPostError) throw new NotFoundException(POST_NOT_FOUND);
      if (error instanceof SlugTakenError) throw new ConflictException(error.message);
      throw error;
    }
  }

  private async stored(postId: string, position: string | null): Promise<BlogPost> {
    if (position) await this.projections.whenProcessed(position);
    const post = await this.posts.byId(postId);
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }
}
