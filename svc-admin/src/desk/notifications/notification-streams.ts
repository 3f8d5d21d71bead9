import { NOTIFICATION_STREAM_EVENT, ServerMessage, StaffNotification } from '@biz/contracts';
import { closeRedis, connectRedis, domainError, REDIS, type Redis } from '@biz/server-kit';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';

/** 503 with Retry-After: the member, or this instance, has as many streams open as it keeps (the desk polls meanwhile). */
export class NotificationStreamsFull extends domainError('NotificationStreamsFull', ServerMessage.notificationStreamsFull) {}

export interface NotificationStreamSettings {
  redisUrl: string;
  /** The pub/sub channel every instance of this stack listens on (under its QUEUE_PREFIX). */
  channel: string;
  perMember: number;
  total: number;
  heartbeatMs: number;
}
export const NOTIFICATION_STREAM_SETTINGS = Symbol('NOTIFICATION_STREAM_SETTINGS');

const Published = z.object({ member: z.string(), notification: StaffNotification });

/**
 * The open desks' Server-Sent Events streams on this instance, fed through Redis pub/sub so a notification
 * made on any instance reaches a member's stream wherever it is open. Streams are bounded per member and in
 * all on each instance; a comment every `heartbeatMs` keeps idle proxies from closing them.
 */
@Injectable()
export class NotificationStreams implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly log = new Logger(NotificationStreams.name);
  private readonly open = new Map<string, Set<ServerResponse>>();
  private count = 0;
  private subscriber?: Redis;
  private heartbeat?: NodeJS.Timeout;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NOTIFICATION_STREAM_SETTINGS) private readonly settings: NotificationStreamSettings,
  ) {}

  async onModuleInit(): Promise<void> {
    // A subscribed connection takes no other commands: one of its own, resubscribed by ioredis after a reconnection.
    this.subscriber = await connectRedis(this.settings.redisUrl, 'svc-admin-notifications');
    this.subscriber.on('message', (_channel: string, message: string) => this.deliver(message));
    await this.subscriber.subscribe(this.settings.channel);
    this.heartbeat = setInterval(() => this.writeAll(': heartbeat\n\n'), this.settings.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Before the HTTP server closes, which would otherwise wait for the open streams forever (browsers reconnect elsewhere). */
  beforeApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    for (const streams of this.open.values()) for (const res of streams) res.end(() => res.socket?.destroy());
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  /** Tells every instance; each writes it to the member's streams it holds. */
  async publish(member: string, notification: StaffNotification): Promise<void> {
    await this.redis.publish(this.settings.channel, JSON.stringify({ member, notification } satisfies z.infer<typeof Published>));
  }

  /** Refuses a stream beyond the caps (before anything is written); else keeps `res` open until the browser leaves. */
  attach(member: string, res: ServerResponse): void {
    const mine = this.open.get(member) ?? new Set<ServerResponse>();
    if (mine.size >= this.settings.perMember || this.count >= this.settings.total) throw new NotificationStreamsFull();
    mine.add(res);
    this.open.set(member, mine);
    this.count += 1;
    const { socket } = res;
    const gone = () => {
      if (!mine.delete(res)) return;
      if (!mine.size && this.open.get(member) === mine) this.open.delete(member);
      this.count -= 1;
      // The browser left: its half-open connection would otherwise outlive the stream (and hold a server's close).
      socket?.destroy();
    };
    res.once('close', gone);
    socket?.once('end', gone);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and its kind buffer answers by default: this one must go through as it is written.
      'x-accel-buffering': 'no',
    });
    // The browser reconnects after this long when the stream breaks; the first bytes also flush the headers through proxies.
    res.write(`retry: ${this.settings.heartbeatMs}\n: open\n\n`);
  }

  /** How many streams this instance holds (for tests and the caps). */
  get size(): number {
    return this.count;
  }

  private deliver(message: string): void {
    const parsed = Published.safeParse(JSON.parse(message));
    if (!parsed.success) return this.log.warn('a notification message that is not one was ignored');
    const { member, notification } = parsed.data;
    for (const res of this.open.get(member) ?? []) res.write(`event: ${NOTIFICATION_STREAM_EVENT}\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`);
  }

  private writeAll(text: string): void {
    for (const streams of this.open.values()) for (const res of streams) res.write(text);
  }
}
