import { METRICS_PATH } from '@biz/contracts';
import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { metricsText } from './process-metrics';

/** `/metrics`: the process's Prometheus metrics, for the operators' scraper (never routed by the gateway). */
@Controller()
export class MetricsController {
  @Get(METRICS_PATH.slice(1))
  async metrics(@Res() reply: FastifyReply): Promise<void> {
    const { contentType, body } = await metricsText();
    await reply.header('cache-control', 'no-store').type(contentType).send(body);
  }
}
