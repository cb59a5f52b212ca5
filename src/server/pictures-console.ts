import type { Container } from 'inversify';
import { picturesRoutes } from '../adapters/http-api/pictures.routes';
import { MANAGE_GALLERIES, MANAGE_PICTURE_LIBRARY, UPLOAD_PICTURES } from '../application/pictures/pictures.tokens';

/** The console's pictures routes (a plugin for `deps.console.routes`), over the container's use cases. */
export function picturesConsoleRoutes(container: Container) {
  return picturesRoutes({
    upload: container.get(UPLOAD_PICTURES),
    library: container.get(MANAGE_PICTURE_LIBRARY),
    galleries: container.get(MANAGE_GALLERIES),
  });
}
