import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpReceiver } from '../mail-receivers.test-support.ts';
import { MailSendError, silentLog } from '../transports/mail-transport.ts';
import { httpSmsTransport } from './http-sms-transport.ts';

let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
beforeAll(async () => {
  receiver = await startHttpReceiver();
});
afterAll(() => receiver.close());

describe('the HTTP SMS provider', () => {
  it('gets the number and the text as JSON, with the bearer token and the outbox id as idempotency key', async () => {
    const transport = httpSmsTransport(receiver.url, 'sms-token');
    await transport.send({ id: 'sms-1', to: '+15550100', text: 'Your code is 123456' }, silentLog);
    await transport.send({ id: 'sms-2', to: '+15550101', text: 'Your code is 654321' }, silentLog);
    const [first, second] = receiver.requests.slice(-2);
    expect(first!.body).toEqual({ to: '+15550100', message: 'Your code is 123456' });
    expect(first!.headers).toMatchObject({
      authorization: 'Bearer sms-token',
      'content-type': 'application/json',
      'idempotency-key': 'sms-1',
    });
    expect(second!.headers['idempotency-key']).toBe('sms-2');
  });

  it('fails the attempt on an answer other than 2xx, and when the provider cannot be reached', async () => {
    const transport = httpSmsTransport(receiver.url, 'sms-token');
    receiver.state.mode = 'down';
    const refused = transport.send({ id: 'sms-3', to: '+15550100', text: 'x' }, silentLog);
    await expect(refused).rejects.toBeInstanceOf(MailSendError);
    await expect(refused).rejects.toThrow('SMS provider answered HTTP 500');
    await receiver.stop();
    await expect(
      transport.send({ id: 'sms-4', to: '+15550100', text: 'x' }, silentLog),
    ).rejects.toThrow(/^SMS provider unreachable: /);
    receiver.state.mode = 'up';
    await receiver.start();
    await transport.send({ id: 'sms-5', to: '+15550100', text: 'back' }, silentLog);
    expect(receiver.requests.at(-1)!.body).toEqual({ to: '+15550100', message: 'back' });
  });
});
