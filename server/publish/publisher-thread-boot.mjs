// The publisher thread's entry: worker threads do not inherit the main thread's TypeScript
// loader (`node --import tsx`), so this plain module registers tsx and then loads the thread.
import { register } from 'tsx/esm/api';

register();
await import('./publisher-thread.ts');
