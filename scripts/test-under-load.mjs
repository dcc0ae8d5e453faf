// `npm run test:loaded [-- runs]`: the check that the tests fail only when the product is wrong, not
// because the machine is busy. Starts two CPU-bound processes (one per core of a 2-core machine),
// runs `npm test` the given number of times (default 3) beside them, ends them, and prints each
// run's result and time. Exits 1 unless every run passed.
import { spawn, spawnSync } from 'node:child_process';

const runs = Number(process.argv[2] ?? 3);
const spinners = [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
const stop = () => spinners.forEach((spinner) => spinner.kill('SIGKILL'));
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

const results = [];
for (let run = 1; run <= runs; run += 1) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['test'], { stdio: 'inherit' });
  results.push({ run, passed: status === 0, seconds: Math.round((performance.now() - started) / 1000) });
}
stop();
console.log('\nnpm test beside two CPU-bound processes:');
for (const r of results) console.log(`  run ${r.run}: ${r.passed ? 'passed' : 'FAILED'} in ${r.seconds} s`);
process.exit(results.every((r) => r.passed) ? 0 : 1);
