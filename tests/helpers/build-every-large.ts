/**
 * `npm run build -- --no-sync --full` as the command runs it (a large build hands off to a fresh process), with
 * every build counted as large, so that the fixture site takes that path (tests/integration/build-handoff.test.ts).
 * Prints its pid first; a line after the build means no hand-off happened.
 */
import { build } from '../../scripts/build.ts';

console.log(`PID ${process.pid}`);
await build({ sync: false, full: true, handOffLarge: true, smallBuildUrls: 0 });
console.log('NOT HANDED OFF');
