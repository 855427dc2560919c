/**
 * Runs `load` with V8 recording no stack for the Errors created meanwhile (ADR 0007).
 *
 * React DOM creates four Errors as it starts: sentinels that React throws and catches itself, whose
 * stacks nobody reads. Under an inspector (DevTools, Lighthouse), each stack makes V8 re-parse the
 * function on it, here React DOM's whole module, for source positions: 15 to 90 ms in one task.
 * A `stackTraceLimit` that is not a number tells V8 to record none; other engines record none or
 * ignore it.
 */
export async function withoutStacks<T>(load: () => Promise<T>): Promise<T> {
  const errors: { stackTraceLimit?: unknown } = Error;
  const limit = errors.stackTraceLimit;
  errors.stackTraceLimit = undefined;
  try {
    return await load();
  } finally {
    errors.stackTraceLimit = limit;
  }
}
