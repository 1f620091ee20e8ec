/**
 * Node's flags for the processes a test starts. `--liftoff-only`: V8 compiles the embedded
 * database's WebAssembly (PostgreSQL, ~9 MB) with its baseline compiler alone. By default it
 * also recompiles the whole module with its optimizing compiler on background threads, work a
 * process that lives a few seconds never gets back: ~2 CPU-s a start (decision 080, "The
 * processes the tests start"). What the process does is the same; only how fast its WebAssembly
 * runs changes.
 */
export const TEST_NODE_FLAGS = ['--liftoff-only'];
