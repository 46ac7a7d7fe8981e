/**
 * Runs with every API test file and every pure one of shared and the server. The files of a Vitest worker
 * share one process and one module graph (decision 035: `isolate: false`, a third of the CPU of a fresh
 * process per file, two thirds for the pure ones), so what a file changes globally is undone when it ends.
 * A file closes what it opens (`t.close()` in its afterAll).
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
