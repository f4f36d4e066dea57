// `npm test`: every test, in the order they need each other (pipeline/build/test-all.mjs: the
// steps and the environment they share).
import { runTestSteps } from '../pipeline/build/test-all.mjs';

const code = runTestSteps();
if (code !== 0) process.exit(code);
