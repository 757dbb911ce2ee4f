/**
 * Process warnings from the PostgreSQL client (`pg`), which the test suites treat as failures:
 * pg 8 warns where pg 9 throws, chiefly "Calling client.query() when the client is already
 * executing a query" (two queries at once on one connection, e.g. a transaction's). The
 * integration suite listens in its own process (pg-warnings.setup.ts); a server the tests start
 * as a process of its own prints them to stderr, which is read line by line.
 */

/** pg's deprecation texts name the major that removes what they warn about ("pg@9.0"). */
const FROM_PG = /\bpg@\d|node_modules[\\/]pg(?:-pool)?[\\/]/;

/** Whether a warning the process emitted comes from pg. */
export function isPgWarning(warning: Error): boolean {
  return FROM_PG.test(`${warning.message}\n${warning.stack ?? ''}`);
}

/** The lines of a process's stderr that are pg's warnings as Node prints them: `(node:123) DeprecationWarning: …`. */
export function pgWarningLines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => /^\(node:\d+\) (?:\[\w+\] )?\w*Warning: /.test(line) && FROM_PG.test(line));
}

/** Warnings seen in this process (its own, and those of the server processes it started) not yet reported. */
const pending: string[] = [];

export function notePgWarning(text: string): void {
  pending.push(text);
}

/** Hands over, and forgets, what was seen since the last call. */
export function takePgWarnings(): string[] {
  return pending.splice(0);
}
