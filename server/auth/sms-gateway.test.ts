// The HTTP gateway sender against a stand-in gateway in this process (README "Sending SMS through
// a gateway"): the request it makes of the settings, and what it does with a slow gateway, one
// that fails, one that never answers and one that cannot be reached. Timeouts and waits between
// tries are set to a few milliseconds, so no test waits longer than the behaviour needs.
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { readConfig } from '../config.ts';
import { startStandInGateway, type StandInGateway } from '../test-support/sms-gateway-stand-in.ts';
import { startFixtureServer } from '../../test/unit-support/http-server.fixture.ts';
import { gatewaySender, gatewaySettings } from './sms-gateway.ts';
import type { SmsMessage } from './sms-sender.ts';

let gateway: StandInGateway;
beforeAll(async () => {
  gateway = await startStandInGateway();
});
afterAll(async () => gateway?.close());
afterEach(() => {
  gateway.received.length = 0;
  gateway.plan();
});

const MESSAGE: SmsMessage = { to: '85366110001', text: '【網上櫃檯】您的驗證碼為 "123456"，\n5分鐘內有效。', lang: 'zh_hant', code: '123456' };

/** A sender of the settings the environment gives, at the stand-in unless `env` names another URL. */
function sender(env: Record<string, string> = {}) {
  const settings = gatewaySettings(readConfig({ SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_BACKOFF_MS: '1', SMS_GATEWAY_TIMEOUT_MS: '2000', ...env }));
  if (!settings) throw new Error('no gateway settings');
  return gatewaySender(settings);
}

test('an SMS is one POST of the default JSON body, {to} in E.164 and {text} escaped inside its string, with the credential header', async () => {
  await sender({ SMS_GATEWAY_AUTH_HEADER: 'Authorization: Bearer test-credential' }).send(MESSAGE);
  expect(gateway.received).toHaveLength(1);
  const [request] = gateway.received;
  expect(request!.method).toBe('POST');
  expect(request!.headers).toMatchObject({ authorization: 'Bearer test-credential', 'content-type': 'application/json' });
  expect(JSON.parse(request!.body)).toEqual({ to: '+85366110001', text: MESSAGE.text });
});

test('a form body (a Twilio-style API) gets each value URL-encoded; {msisdn} and {language} fill in too', async () => {
  await sender({
    SMS_GATEWAY_CONTENT_TYPE: 'application/x-www-form-urlencoded',
    SMS_GATEWAY_BODY: 'To={to}&From=%2B15005550006&Body={text}&Plain={msisdn}&Lang={language}',
  }).send(MESSAGE);
  const form = new URLSearchParams(gateway.received[0]!.body);
  expect(Object.fromEntries(form)).toEqual({ To: '+85366110001', From: '+15005550006', Body: MESSAGE.text, Plain: '85366110001', Lang: 'zh_hant' });
});

test('a slow gateway that answers within the timeout has sent the SMS: one try', async () => {
  // The stand-in's delay is the gateway's latency under test (well inside the 2 s timeout), not a wait for anything to settle.
  gateway.plan({ status: 200, afterMs: 150 });
  const started = performance.now();
  await sender().send(MESSAGE);
  expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  expect(gateway.received).toHaveLength(1);
});

test('5xx twice, then accepted: sent on the third try, after waiting the backoff and then twice it', async () => {
  gateway.plan(503, 500, 201);
  await sender({ SMS_GATEWAY_RETRIES: '2', SMS_GATEWAY_BACKOFF_MS: '30' }).send(MESSAGE);
  const at = gateway.received.map((r) => r.at);
  expect(at).toHaveLength(3);
  expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(29);
  expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(59);
  expect(new Set(gateway.received.map((r) => r.body)).size).toBe(1);
});

test('5xx on every try: the send fails after the retries, saying the gateway\'s last answer and no number or code', async () => {
  gateway.plan(500, 502, 503, 200);
  const failed = sender({ SMS_GATEWAY_RETRIES: '2' }).send(MESSAGE);
  await expect(failed).rejects.toThrow('the SMS gateway answered 503 (3 tries)');
  await failed.catch((error: Error) => expect(error.message).not.toMatch(/85366110001|123456/));
  expect(gateway.received).toHaveLength(3);
});

test('no answer within the timeout: each try is given up at the timeout, then the send fails', async () => {
  gateway.plan('never', 'never', 200);
  const started = performance.now();
  await expect(sender({ SMS_GATEWAY_TIMEOUT_MS: '50', SMS_GATEWAY_RETRIES: '1' }).send(MESSAGE)).rejects.toThrow('the SMS gateway had no answer within 50 ms (2 tries)');
  const took = performance.now() - started;
  // Two tries of 50 ms: far less than what a try left waiting would take (the stand-in never answers).
  expect(took).toBeGreaterThanOrEqual(95);
  expect(took).toBeLessThan(1_500);
  expect(gateway.received).toHaveLength(2);
});

test('a 4xx (a wrong credential, a malformed body) is not tried again: another try would meet the same', async () => {
  gateway.plan(401, 200);
  await expect(sender({ SMS_GATEWAY_RETRIES: '3' }).send(MESSAGE)).rejects.toThrow('the SMS gateway answered 401 (1 try)');
  expect(gateway.received).toHaveLength(1);
});

test('a 429 is tried again, as a gateway that asks to slow down will take the SMS a moment later', async () => {
  gateway.plan(429, 200);
  await sender({ SMS_GATEWAY_RETRIES: '1' }).send(MESSAGE);
  expect(gateway.received).toHaveLength(2);
});

test('a gateway that cannot be reached is tried again, then the send fails naming the network error', async () => {
  const gone = await startFixtureServer(() => undefined);
  await gone.close();
  await expect(sender({ SMS_GATEWAY_URL: `${gone.origin}/sms`, SMS_GATEWAY_RETRIES: '2' }).send(MESSAGE)).rejects.toThrow('the SMS gateway could not be reached (ECONNREFUSED) (3 tries)');
});

test('settings that cannot work stop the start, saying which; without SMS_GATEWAY_URL there is no gateway', () => {
  expect(gatewaySettings(readConfig({}))).toBeUndefined();
  expect(() => gatewaySettings(readConfig({ SMS_GATEWAY_URL: 'sms.example.com/send' }))).toThrow('SMS_GATEWAY_URL is not a URL');
  expect(() => gatewaySettings(readConfig({ SMS_GATEWAY_URL: 'ftp://sms.example.com/' }))).toThrow('SMS_GATEWAY_URL must be an http(s) URL');
  expect(() => gatewaySettings(readConfig({ SMS_GATEWAY_URL: 'https://sms.example.com/', SMS_GATEWAY_AUTH_HEADER: 'Bearer abc' }))).toThrow('SMS_GATEWAY_AUTH_HEADER must read "Name: value"');
  expect(() => gatewaySettings(readConfig({ SMS_GATEWAY_URL: 'https://sms.example.com/', SMS_GATEWAY_BODY: '{"to":"{to}","text":{text}}' }))).toThrow(/SMS_GATEWAY_BODY is not JSON/);
  expect(gatewaySettings(readConfig({ SMS_GATEWAY_URL: 'https://sms.example.com/', SMS_GATEWAY_AUTH_HEADER: 'X-Api-Key:  k:e:y ' }))?.authHeader).toEqual({ name: 'X-Api-Key', value: 'k:e:y' });
});
