import { loadContract } from '../api.ts';

// The shop loads its data layer (the contract's schemas and zod) on the first request. A test file
// loads it before its tests, so no test's time limit pays for transforming it.
await loadContract();
