import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { ADMIN_LOGIN_PATH, CommonErrorCode, QUEUE_DASHBOARD_PATH, QueueName, RETRY_AFTER_SECONDS } from '@biz/contracts';
import { createQueueConnection, sessionIdOf, SessionStore } from '@biz/server-kit';
import { Inject, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';

/** A browser asking for a page (sent to the sign-in page) rather than the dashboard's own API (told 401). */
const wantsPage = (request: FastifyRequest) => request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '');

export const HIDDEN_EMAIL_BODY = '(the email body is not shown here: it may hold a sign-in link)';

/**
 * A queue as the board shows it: read only (a job added, edited or retried by hand would bypass the
 * contracts' checks and the services' rules: jobs retry by themselves, with backoff), and an email's body
 * hidden, since a password reset's carries the client's sign-in link (kept out of the email log for that).
 */
function readOnlyView(queue: Queue): BullMQAdapter {
  const view = new BullMQAdapter(queue, { readOnlyMode: true });
  view.setFormatter('data', (data: unknown) =>
    data && typeof data === 'object' && 'text' in data ? { ...data, text: HIDDEN_EMAIL_BODY } : data,
  );
  return view;
}

/**
 * The agency's queue dashboard at `/admin/queues`: bull-board over every queue of the system (the worker's
 * `ai` queue and each service's inbox), read only, so an operator sees waiting, active, failed and completed
 * jobs with their data, attempts and errors. Mounted on svc-admin's Fastify beside the Nest routes, with the
 * admin session checked on every request of it, page, script and API alike.
 */
@Module({})
export class QueueDashboardModule implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('QueueDashboard');
  private readonly connection;
  private readonly queues: Queue[];

  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(ADMIN_ENV) env: Pick<AdminEnv, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  ) {
    this.connection = createQueueConnection(env.REDIS_URL, 'producer');
    this.queues = QueueName.map((name) => new Queue(name, { connection: this.connection, prefix: env.QUEUE_PREFIX }));
    for (const queue of this.queues) queue.on('error', () => undefined); // a lost Redis is reported by /readyz
  }

  onModuleInit(): void {
    const board = new FastifyAdapter();
    createBullBoard({
      queues: this.queues.map(readOnlyView),
      serverAdapter: board,
      options: { uiConfig: { boardTitle: 'BizAutomate queues' } },
    });
    board.setBasePath(QUEUE_DASHBOARD_PATH);
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // One encapsulated scope: the session check covers the board's routes and nothing else of the service.
    void fastify.register(
      async (scope) => {
        scope.addHook('onRequest', (request, reply) => this.requireAdmin(request, reply));
        await scope.register(board.registerPlugin());
      },
      { prefix: QUEUE_DASHBOARD_PATH },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
    await this.connection.quit().catch(() => this.connection.disconnect());
  }

  private async requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    // The board is no declared endpoint, so server-kit's hook for signed-in answers does not see it; its job
    // data and its refusals are kept out of caches the same way (bull-board's static files set their own).
    reply.header('cache-control', 'no-store');
    const id = sessionIdOf(request.headers);
    let kind: string | undefined;
    try {
      kind = id ? (await this.sessions.touch(id))?.kind : undefined;
    } catch (err) {
      this.log.warn(`session check failed: ${String(err)}`);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: { code: CommonErrorCode.ServiceUnavailable, message: 'Sessions are unavailable. Please try again shortly.' } });
    }
    if (kind === 'admin') return undefined;
    // An async hook that answers returns the reply, so Fastify stops there whatever hooks come after.
    if (wantsPage(request)) return reply.redirect(ADMIN_LOGIN_PATH, 303);
    if (kind) return reply.status(403).send({ error: { code: CommonErrorCode.Forbidden, message: 'Not allowed for this account' } });
    return reply.status(401).send({ error: { code: CommonErrorCode.Unauthorized, message: 'Authentication required' } });
  }
}
