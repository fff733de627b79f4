// The Node.js flags the production server runs with: `npm start` passes them (package.json), and so do the
// benchmarks, the load tests and the Lighthouse budgets, which start the server themselves.
//
// --max-semi-space-size=8: V8's young generation grows to 3 × 16 MB by default and stays committed. At 8 MB the
// server's memory after warm-up at 20k products embedded was 25–40 MB lower (432–440 against 448–472 MB) with
// the same request rates, cached and uncached, within run-to-run noise (docs/operations.md, "Memory").
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
