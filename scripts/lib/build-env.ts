// The environment of a product build. A build started from inside a test runner (the e2e global setup builds when
// shell/dist is missing, from vitest) inherits NODE_ENV=test and VITEST*: then @module-federation/vite leaves its
// plugins out (a remote's build has no remoteEntry.js) and React is bundled in development mode. A build is never a
// test, so those variables are dropped.

const TEST_RUNNER_VARIABLE = /^(NODE_ENV|VITEST(_\w+)?|JEST_WORKER_ID)$/;

/** `env` without the variables by which tools detect a test run. */
export function productBuildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !TEST_RUNNER_VARIABLE.test(name)));
}
