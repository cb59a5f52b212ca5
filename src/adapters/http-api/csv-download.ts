import type { FastifyReply } from 'fastify';

/** A CSV answer the browser saves as `filename` (a console export). */
export function sendCsvDownload(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
