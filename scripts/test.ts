// `npm test`: every check the project has, in the order that fails fastest, printing each
// step's time and the total. A stage is one or more lanes run at the same time; a lane is steps
// run one after another; a stage starts when the one before it has passed. What runs together
// is what leaves a core idle otherwise: the type check beside the lint (one core each); the
// fault tests, which spend half their time waiting for a killed server or a database that
// does not answer, beside the unit tests, the build and the budgets. The build follows the
// unit tests in their lane because `astro check`, `astro build` and the unit test that builds
// the site for Netlify all rewrite .astro/. The API tests and the browser tests each keep both
// cores busy and run alone (decision 0032).
import { spawn } from "node:child_process";

interface Step {
  name: string;
  command: string;
}

type Lane = Step[];

const npmRun = (script: string): Step => ({ name: script, command: `npm run --silent ${script}` });

const STAGES: Lane[][] = [
  // A missing browser or PDF reader is said in one line before minutes go into the rest.
  [[{ name: "tools", command: "node scripts/check-test-tools.ts" }]],
  [[npmRun("typecheck")], [npmRun("lint")]],
  [[npmRun("test:api")]],
  [
    [npmRun("test:faults")],
    [npmRun("test:unit"), npmRun("build"), npmRun("test:budget"), npmRun("test:secrets")],
  ],
  [[npmRun("test:e2e")]],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms: number) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, "0")} s`;
};

interface Outcome {
  step: Step;
  code: number;
  ms: number;
}

/**
 * Runs one step. Alone, its output goes straight to the terminal. Beside others, each of its
 * lines is printed as it comes with the step's name in front, so that a long run shows its
 * progress and a hang shows where it is; a step's last partial line waits for its end.
 */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    const prefix = `[${step.name}] `;
    const pending = { stdout: "", stderr: "" };
    const relay = (stream: "stdout" | "stderr") => (chunk: Buffer) => {
      const lines = (pending[stream] + chunk.toString("utf8")).split("\n");
      pending[stream] = lines.pop()!;
      if (lines.length > 0) process.stdout.write(lines.map((line) => prefix + line + "\n").join(""));
    };
    child.stdout?.on("data", relay("stdout"));
    child.stderr?.on("data", relay("stderr"));
    child.on("close", (code, signal) => {
      const ms = performance.now() - started;
      for (const rest of [pending.stdout, pending.stderr])
        if (rest) process.stdout.write(prefix + rest + "\n");
      resolve({ step, code: code ?? (signal ? 1 : 0), ms });
    });
  });
}

/** Runs a lane's steps in order, stopping at the first that fails. */
async function runLane(lane: Lane, alone: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) {
    if (alone) process.stdout.write(`\n== ${step.name}\n`);
    const outcome = await run(step, alone);
    outcomes.push(outcome);
    if (outcome.code !== 0) break;
  }
  return outcomes;
}

const started = performance.now();
const outcomes: Outcome[] = [];
let failed: Outcome | undefined;
for (const stage of STAGES) {
  const results = (await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)))).flat();
  outcomes.push(...results);
  failed = results.find((result) => result.code !== 0);
  if (failed) break;
}

const total = performance.now() - started;
process.stdout.write("\n== npm test: time per step\n");
for (const { step, code, ms } of outcomes) {
  process.stdout.write(`${step.name.padEnd(14)} ${seconds(ms).padStart(8)}${code === 0 ? "" : "  FAILED"}\n`);
}
process.stdout.write(`${"total".padEnd(14)} ${clock(total).padStart(8)}\n`);
if (failed) {
  process.stdout.write(`\nnpm test failed at ${failed.step.name} (exit code ${failed.code}).\n`);
  process.exit(1);
}
