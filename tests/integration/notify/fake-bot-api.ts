import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  readonly token: string;
  readonly chat_id: string;
  readonly text: string;
  readonly parse_mode: string;
}

/** What the fake answers one request: a status and the Bot API's JSON, or a held answer. */
export type FakeAnswer = { status: number; body: unknown } | 'hold';

/**
 * A Bot API on loopback, answering `sendMessage` the way Telegram does. `answer` decides per
 * request (default: ok); every request is recorded, including refused ones.
 */
export class FakeBotApi {
  readonly sent: SentMessage[] = [];
  answer: (message: SentMessage, index: number) => FakeAnswer = () => ({ status: 200, body: { ok: true, result: { message_id: 1 } } });
  private server: Server = createServer((req, res) => void this.handle(req, res));
  private held: ServerResponse[] = [];
  private heldWaiters: Array<() => void> = [];

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Resolves once a request is being held. */
  whenHeld(): Promise<void> {
    return this.held.length ? Promise.resolve() : new Promise((resolve) => this.heldWaiters.push(resolve));
  }

  /** Answers every held request with ok. */
  release(): void {
    for (const res of this.held.splice(0))
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result: { message_id: 2 } }));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
    if (!match || req.method !== 'POST') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<SentMessage, 'token'>;
    const message = { token: match[1]!, ...body };
    const index = this.sent.push(message) - 1;
    const answer = this.answer(message, index);
    if (answer === 'hold') {
      this.held.push(res);
      for (const wake of this.heldWaiters.splice(0)) wake();
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }
}

export const refused = (status: 400 | 403, description: string): FakeAnswer => ({
  status,
  body: { ok: false, error_code: status, description },
});

export const tooMany = (retryAfter: number): FakeAnswer => ({
  status: 429,
  body: {
    ok: false,
    error_code: 429,
    description: `Too Many Requests: retry after ${retryAfter}`,
    parameters: { retry_after: retryAfter },
  },
});
