// Runs one test file (or the whole end-to-end step) N times in a row and says how many runs failed
// and which tests failed in which run: the proof that a flaky test is fixed, or the evidence that
// it is not. `npm run flake-hunt -- <file | e2e> [N]` (N defaults to 10).
//   a unit, component, server or journey file: Vitest, its project read from the path
//   (server files on PGlite; CB_TEST_DATABASE=postgres for PostgreSQL, as npm test does);
//   test/browser/…: web-test-runner; `e2e`: every journey, as npm test runs them.
// Browser tests and journeys load the built bundle: run `npm run build` after changing src/.
// Each run's output is kept in .tmp/flake-hunt/<target>/.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

interface Runner {
  what: string;
  command: string[];
  env?: Record<string, string>;
  /** The names of the tests that failed, read from the run's output (and its JSON report). */
  failures(output: string, report: string | null): string[];
}

const root = resolve(import.meta.dirname, '..');
const [target, count = '10'] = process.argv.slice(2);
const runs = Number(count);
if (!target || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run flake-hunt -- <test file | e2e> [runs, default 10]');
  process.exit(2);
}

// A folder per target, so that hunts for different files can run side by side.
const out = join(root, '.tmp', 'flake-hunt', relative(root, resolve(target)).replace(/[^\w.-]+/g, '_'));
const reportFile = join(out, 'report.json');

/** Failed tests in Vitest's JSON report, as "file > describe > test". */
function vitestFailures(_output: string, report: string | null): string[] {
  if (!report) return ['(no report: the run did not finish)'];
  type Test = { ancestorTitles: string[]; title: string; status: string };
  const results = (JSON.parse(report) as { testResults: { name: string; message?: string; assertionResults: Test[] }[] }).testResults;
  return results.flatMap((file) => {
    const failed = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => [relative(root, file.name), ...test.ancestorTitles, test.title].join(' > '));
    // A file that failed outside its tests (a hook, an import) has no failed test to name.
    return failed.length > 0 || !file.message ? failed : [`${relative(root, file.name)}: ${file.message.split('\n')[0]}`];
  });
}

/** Which Vitest project runs a file, by the globs of vite.config.ts. */
function vitestProject(file: string): string | null {
  if (/^test\/e2e\/.+\.e2e\.ts$/.test(file)) return 'e2e';
  if (/^server\/.+\.test\.ts$/.test(file)) return 'server';
  if (/^src\/(domain|i18n)\/.+\.test\.ts$/.test(file)) return 'rules';
  if (/^(src\/.+\.test\.tsx?|elements\/.+\.test\.ts)$/.test(file)) return 'client';
  return null;
}

function runnerFor(arg: string): Runner {
  const vitest = (project: string, files: string[]): Runner => ({
    what: `${files.join(' ') || 'every file'} (Vitest, project ${project})`,
    command: ['npx', 'vitest', 'run', '--project', project, ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    failures: vitestFailures,
  });
  if (arg === 'e2e') return vitest('e2e', []);
  const file = relative(root, resolve(arg));
  if (file.startsWith('test/browser/')) {
    return {
      what: `${file} (web-test-runner)`,
      command: ['npx', 'web-test-runner', '--config', 'web-test-runner.config.mjs', '--files', file],
      env: { NODE_OPTIONS: '--import tsx', CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      // Its report names each failed test on a line of its own: " ❌ describe > test".
      failures: (output) => [...new Set([...output.matchAll(/❌ (.+)/g)].map(([, name]) => `${file} > ${name!.trim()}`))],
    };
  }
  const project = vitestProject(file);
  if (!project) {
    console.error(`${arg}: not a test file of this project (nor "e2e")`);
    process.exit(2);
  }
  return vitest(project, [file]);
}

function run(runner: Runner, log: string): Promise<{ code: number; seconds: number; output: string }> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(runner.command[0]!, runner.command.slice(1), { cwd: root, env: { ...process.env, ...runner.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      writeFileSync(log, output);
      done({ code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000), output });
    });
  });
}

const runner = runnerFor(target);
mkdirSync(out, { recursive: true });
console.log(`flake hunt: ${runner.what}, ${runs} run${runs === 1 ? '' : 's'} (output in ${relative(root, out)}/)`);
const failedIn = new Map<string, number[]>();
let failedRuns = 0;
for (let n = 1; n <= runs; n++) {
  rmSync(reportFile, { force: true });
  const { code, seconds, output } = await run(runner, join(out, `run-${n}.log`));
  let report: string | null = null;
  try {
    report = readFileSync(reportFile, 'utf8');
  } catch {
    // web-test-runner writes none; a Vitest run that crashed neither
  }
  const failures = code === 0 ? [] : runner.failures(output, report);
  if (code !== 0) {
    failedRuns++;
    for (const name of failures.length > 0 ? failures : [`(the run failed: exit code ${code}, see run-${n}.log)`]) failedIn.set(name, [...(failedIn.get(name) ?? []), n]);
  }
  console.log(`run ${n}/${runs}: ${code === 0 ? 'passed' : `FAILED (${failures.length} test${failures.length === 1 ? '' : 's'})`}, ${seconds} s`);
}
console.log(`\n${runs} run${runs === 1 ? '' : 's'} of ${runner.what}: ${failedRuns} failed.`);
for (const [name, where] of failedIn) console.log(`  ${name}\n    failed in run${where.length === 1 ? '' : 's'} ${where.join(', ')}`);
process.exitCode = failedRuns > 0 ? 1 : 0;
