// The npm registry mirror of our machines serves only the Linux builds of packages that ship one
// binary package per platform (Biome, Tailwind's oxide). `npm install` then leaves the other
// platforms out of package-lock.json, and `npm ci` refuses that lockfile as out of sync. This adds
// the missing optional platform entries (with os/cpu/libc, so npm never fetches them here).
// Run after any `npm install` that rewrites the lockfile: node scripts/fix-lockfile-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openharmony',
  'win32',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!cpu) return undefined;
  const entry = { cpu: [cpu] };
  if (os) entry.os = [os];
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (os === 'linux' && parts.includes('gnu')) entry.libc = ['glibc'];
  return entry;
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];
for (const [, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    const platform = platformOf(dep);
    if (lock.packages[key] || !platform || !/^\d/.test(version)) continue;
    lock.packages[key] = { version, ...platform, optional: true };
    added.push(`${dep}@${version}`);
  }
}
const { '': root, ...rest } = lock.packages;
lock.packages = {
  '': root,
  ...Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))),
};
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} platform entries: ${added.join(', ')}` : 'Nothing to add.');
