/**
 * Preloaded (`node --import`) into a child process the engine starts with a pipe on its stdin: the pipe
 * closes when the parent ends, however it ends (SIGKILL included), and so does the child. Without it, a
 * `vike build` whose server was killed mid-build ran on with nobody to read its output, spinning one core
 * for as long as the machine stayed up (seen here: 25 minutes at 50-95 % CPU until killed by hand).
 * Unref'd: the child still ends on its own when its work is done.
 */
process.stdin.on('end', () => process.exit(1));
process.stdin.resume();
process.stdin.unref();
