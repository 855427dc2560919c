/**
 * Closing without dropping a request (SIGTERM, or `app.close()`). Fastify, with the options buildApp
 * gives it, stops listening, closes the keep-alive connections that are idle, and answers a request
 * that still reaches it 503 with `Connection: close`. This adds the rest: an answer to a request under
 * way says `Connection: close` too, so the client opens no new request on that connection and it ends
 * at once instead of at its keep-alive timeout; and when the grace (SHUTDOWN_GRACE_MS) ends, the
 * connections still open are cut. The job runner keeps its own grace (plugins/jobs.ts).
 */
import { Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function registerClosing(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  // Requests read and not yet answered, per connection and in all: a client that sends a request
  // behind another on one connection gets Fastify's 503 for it, so the first answer must leave the
  // connection open for that one.
  const waiting = new WeakMap<Socket, number>();
  let underWay = 0;
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    waiting.set(socket, (waiting.get(socket) ?? 0) + 1);
    underWay++;
    response.once('close', () => {
      waiting.set(socket, (waiting.get(socket) ?? 1) - 1);
      underWay--;
    });
  });

  app.addHook('onSend', async (request, reply) => {
    if (closing && (waiting.get(request.raw.socket) ?? 1) <= 1) reply.header('connection', 'close');
  });

  app.addHook('preClose', (done) => {
    closing = true;
    if (app.server.listening) {
      // Stop accepting first. Node's own close (which Fastify calls next) ends the idle keep-alive
      // connections before it closes the listener, and a client that sees its connection end can
      // connect again in between, into the listener's queue, and be reset when it closes: a request
      // cut off rather than refused. net.Server's close is the listener's alone; Fastify's call
      // still ends the idle connections and waits for the rest.
      Server.prototype.close.call(app.server);
      let cutOff = false;
      const cut = setTimeout(() => {
        cutOff = true;
        app.log.warn(`The grace of ${graceMs} ms ran out: ${underWay} requests under way cut off`);
        app.server.closeAllConnections();
      }, graceMs);
      cut.unref();
      app.server.once('close', () => {
        clearTimeout(cut);
        if (!cutOff) app.log.info('Connections closed: every request under way was answered');
      });
    }
    done();
  });
}
