// The database worker's entry, in JavaScript: Node 20 does not pass a worker's own entry file
// through loader hooks given on its command line, so tsx is registered here, then the
// TypeScript worker is imported.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
