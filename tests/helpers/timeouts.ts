// The time limit of a test that starts Node processes (a command, a build, the server): a
// catcher of hangs, never a measure of speed (decision 0032). Each process loads the project's
// TypeScript and often an embedded database; with one core kept busy and the other test workers
// beside it, two such runs took 126 s, past the 120 s a test gets by default.
export const PROCESS_TEST_TIMEOUT_MS = 300_000;
