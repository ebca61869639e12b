import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';

/** Serves the OpenAPI description of every route at /api/docs, built from the controllers and zod schemas. */
export function mountOpenApi(app: INestApplication, publicUrl: string): void {
  let document: ReturnType<typeof SwaggerModule.createDocument> | undefined;
  app
    .getHttpAdapter()
    .get('/api/docs', (_request: Request, response: Response) => {
      document ??= SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('Field hockey recruiting events API')
          .setDescription('Showcases, clinics, ID camps, tournaments and recruiting events across the USA.')
          .setVersion('1')
          .addServer(publicUrl)
          .addCookieAuth('sid')
          .build(),
      );
      response.json(document);
    });
}
