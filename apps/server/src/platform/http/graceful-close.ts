import type { FastifyInstance } from 'fastify';

/**
 * server.close() closes idle keep-alive sockets once, at the start; a socket busy at that
 * moment would go back to idle afterwards and hold the close open forever. Once closing,
 * every response says `Connection: close`, so each in-flight request finishes and then
 * its socket ends.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) void reply.header('connection', 'close');
  });
}
