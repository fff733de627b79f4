// A fake of Twilio's Messages API on 127.0.0.1: the same path, Basic auth and form-encoded body, answering
// 201 with a message resource, or the failure a test asks for.
import type { AddressInfo } from 'node:net';
import { fakeHttpServer } from './http-server';

export interface FakeTwilioMessage {
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

export interface FakeTwilio {
  url: string;
  messages: FakeTwilioMessage[];
  /** Next answers: 'ok' (201), 'error' (500 with Twilio's error JSON) or 'unauthorized'. */
  mode: 'ok' | 'error';
  close(): Promise<void>;
}

export async function startFakeTwilio(credentials: { accountSid: string; authToken: string }): Promise<FakeTwilio> {
  const fake: Omit<FakeTwilio, 'url' | 'close'> = { messages: [], mode: 'ok' };
  const server = fakeHttpServer((req, res) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || !match) return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected || match[1] !== credentials.accountSid) {
      return send(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (fake.mode === 'error') return send(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      const form = new URLSearchParams(raw);
      const message = { accountSid: match[1]!, to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
      if (!message.to || !message.from || !message.body) {
        return send(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      }
      fake.messages.push(message);
      send(201, { sid: `SM${fake.messages.length.toString().padStart(32, '0')}`, status: 'queued', to: message.to, from: message.from, body: message.body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
