// The start's refusals (README "Starting in production"): the rule per case, then the real
// commands, `npm run serve` and the demo's server start, refusing as a process before any
// database opens. The production start that does start is test-mode.test.ts's deployment.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import { ROOT_DIR } from './config.ts';
import { isLoopback, PUBLIC_TEST_MODE_OVERRIDE, startRefusal } from './start-rules.ts';

const SECRET = 'a deployment key of 32 characters';

describe('startRefusal', () => {
  test.each([
    ['production with a key and no test mode starts', { TOKEN_SECRET: SECRET }, true, undefined],
    ['production without TOKEN_SECRET is refused', {}, true, /TOKEN_SECRET is not set/],
    ['production with an empty TOKEN_SECRET is refused', { TOKEN_SECRET: '' }, true, /TOKEN_SECRET is not set/],
    ['production with TEST_MODE=1 is refused', { TOKEN_SECRET: SECRET, TEST_MODE: '1' }, true, /TEST_MODE is set/],
    ['production with TEST_MODE=0 is refused too (set is set)', { TOKEN_SECRET: SECRET, TEST_MODE: '0' }, true, /TEST_MODE is set/],
    ['a key shorter than 16 characters is refused in any start', { TOKEN_SECRET: 'short' }, false, /shorter than 16/],
    ['test mode on loopback starts', { TEST_MODE: '1', HOST: '127.0.0.1' }, false, undefined],
    ['test mode without HOST (127.0.0.1) starts', { TEST_MODE: '1' }, false, undefined],
    ['test mode on 0.0.0.0 is refused', { TEST_MODE: '1', HOST: '0.0.0.0' }, false, /TEST_MODE=1 with HOST=0\.0\.0\.0/],
    ['test mode on :: is refused', { TEST_MODE: '1', HOST: '::' }, false, /HOST=::/],
    ['test mode on a LAN address is refused', { TEST_MODE: '1', HOST: '192.168.1.20' }, false, /TEST_MODE_ON_PUBLIC_ADDRESS=1/],
    ['test mode on 0.0.0.0 with the override starts', { TEST_MODE: '1', HOST: '0.0.0.0', [PUBLIC_TEST_MODE_OVERRIDE]: '1' }, false, undefined],
    ['a start without test mode may listen anywhere', { HOST: '0.0.0.0' }, false, undefined],
  ] as const)('%s', (_name, env, production, expected) => {
    const refusal = startRefusal(env, production);
    if (expected === undefined) expect(refusal).toBeUndefined();
    else expect(refusal).toMatch(expected);
  });

  test.each([
    ['127.0.0.1', true], ['127.1.2.3', true], ['::1', true], ['[::1]', true], ['localhost', true], ['LOCALHOST', true],
    ['0.0.0.0', false], ['::', false], ['10.0.0.5', false], ['example.org', false], ['128.0.0.1', false],
  ] as const)('isLoopback(%s) is %s', (host, expected) => {
    expect(isLoopback(host)).toBe(expected);
  });
});

const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** Runs a command the way a shell would, with exactly these settings added; resolves with its exit. */
function run(command: string, env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  const child = spawn('bash', ['-c', command], {
    cwd: ROOT_DIR,
    // PORT 0: were a refusal ever to fail, the server would not take a real port.
    env: { ...process.env, TEST_MODE: undefined, TOKEN_SECRET: undefined, HOST: undefined, [PUBLIC_TEST_MODE_OVERRIDE]: undefined, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a start that was wrongly allowed is killed whole (bash, npm, node).
    detached: true,
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A refusal exits by itself; a start would run on until the test's timeout fails it.
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('the commands', () => {
  test('npm run serve is the production start', () => {
    expect(scripts.serve).toBe('tsx server/main.ts --production');
  });

  test('npm run serve without TOKEN_SECRET refuses with a clear message', async () => {
    const { code, output } = await run('npm run serve --silent', {});
    expect(code).toBe(1);
    expect(output).toContain('civic-booking refuses to start: TOKEN_SECRET is not set');
  });

  test('npm run serve with TEST_MODE set refuses', async () => {
    const { code, output } = await run('npm run serve --silent', { TOKEN_SECRET: SECRET, TEST_MODE: '1' });
    expect(code).toBe(1);
    expect(output).toContain('civic-booking refuses to start: TEST_MODE is set');
  });

  test("TEST_MODE=1 HOST=0.0.0.0 with npm start's server refuses (the override is named)", async () => {
    // npm start is `npm run build && TEST_MODE=1 tsx server/main.ts`: its server part, without the build.
    const serverPart = scripts.start!.split('&&').at(-1)!.trim();
    expect(serverPart).toBe('TEST_MODE=1 tsx server/main.ts');
    const { code, output } = await run(serverPart, { HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(output).toContain(`civic-booking refuses to start: TEST_MODE=1 with HOST=0.0.0.0`);
    expect(output).toContain(`${PUBLIC_TEST_MODE_OVERRIDE}=1`);
  });
});
