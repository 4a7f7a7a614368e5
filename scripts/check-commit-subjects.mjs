// `npm run check:commits [-- <base>]`: every commit subject after <base> is at most 72 characters (figures and
// reasons go in the body; docs/decisions/0057-records-and-history.md). Without <base>: the commits not in
// origin/main when that ref exists, else the last 50. Prints each subject that is too long and exits 1.
import { spawnSync } from 'node:child_process';

const MAX = 72;

function git(...args) {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  return { ok: run.status === 0, out: (run.stdout ?? '').trim() };
}

const base = process.argv[2];
let range;
if (base) range = [`${base}..HEAD`];
else if (git('rev-parse', '--verify', '--quiet', 'origin/main').ok) range = ['origin/main..HEAD'];
else range = ['-n', '50', 'HEAD'];

const log = git('log', '--format=%h%x09%s', ...range);
if (!log.ok) {
  console.error(`check-commit-subjects: git log ${range.join(' ')} failed`);
  process.exit(2);
}
const commits = log.out ? log.out.split('\n').map((line) => line.split('\t')) : [];
const long = commits.filter(([, subject]) => [...subject].length > MAX);
for (const [hash, subject] of long) console.log(`${hash} (${[...subject].length}) ${subject}`);
console.log(
  `${commits.length} commit(s) in ${range.join(' ')}: ${long.length} subject(s) over ${MAX} characters` +
    (long.length ? ' — move the figures and reasons into the body (git commit --amend or rebase -i).' : '.'),
);
process.exit(long.length ? 1 : 0);
