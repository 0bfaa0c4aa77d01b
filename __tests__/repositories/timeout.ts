// The timeout of this kind of test (real git repositories, folders and rsync on a loaded 2-core
// machine: a few dozen commands a test). Jest takes `testTimeout` only for the whole run, so each
// project sets its own here.
jest.setTimeout(30_000);
