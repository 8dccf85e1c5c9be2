import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_BASE } from '../../../types/api';

/** The OpenAPI document of every route, built from the controllers and their DTOs. */
export function apiDocument(app: INestApplication): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('码途 CodeTrek API')
    .setDescription('所有响应为 {code, data, msg}，code 2000 表示成功；默认 AES-256-GCM 加密（见 DESIGN §4）。')
    .setVersion('1')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'Authorization' }, 'token')
    .build();
  return SwaggerModule.createDocument(app, doc);
}

/** Serves the document at /api/docs (UI) and /api/docs-json; built on first request. */
export function serveApiDocs(app: INestApplication): void {
  SwaggerModule.setup(`${API_BASE.slice(1)}/docs`, app, () => apiDocument(app), {
    jsonDocumentUrl: `${API_BASE.slice(1)}/docs-json`,
  });
}
