import path from 'node:path';

/**
 * The journeys run in E2E_WORKERS Playwright workers (ADR 093), each against its own built server
 * on its own in-memory database, with its own SMTP capture and its own console accounts, so no
 * journey sees another worker's data. A worker's slot is Playwright's TEST_PARALLEL_INDEX (0 in the
 * runner itself, and kept by a worker started again after a failure); each slot takes ten ports
 * from E2E_PORT up: its server, and E2E_PORT+2 and +4 (and the next one each) and +6 for the
 * journeys that start a server of their own (own-site.ts). The SMTP captures sit ten apart from E2E_SMTP_PORT.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export const e2eSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

const firstPort = Number(process.env.E2E_PORT ?? 3199);
const firstSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 3197);

/** The slot's server port; `offset` 2, 4 and 6 are free for a journey file's own servers. */
export const e2ePort = (offset = 0, slot = e2eSlot): number => firstPort + 10 * slot + offset;
export const e2eSmtpPortOf = (slot = e2eSlot): number => firstSmtpPort + 10 * slot;
export const e2eOrigin = (slot = e2eSlot): string => `http://localhost:${e2ePort(0, slot)}`;

const cache = path.resolve(import.meta.dirname, '../.cache');
/** Where the slot's SMTP capture writes what its server sent. */
export const e2eMailDirOf = (slot = e2eSlot): string => path.join(cache, 'e2e-mail', String(slot));
/** Where the slot's server wrapper keeps the first-owner link, and the console journeys their sessions. */
export const e2eConsoleDirOf = (slot = e2eSlot): string => path.join(cache, 'e2e-console', String(slot));

/**
 * Where every journey server keeps the pictures' formats it made (PICTURE_CACHE_DIR, ADR 107): the
 * demo's pictures are encoded by the first server after a build, read by the others. The build empties it.
 */
export const e2ePictureCacheDir = path.resolve(import.meta.dirname, '../../dist/picture-cache');
