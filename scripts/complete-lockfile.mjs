// The npm registry reachable from our machines lacks some platform builds (darwin, win32,
// musl, android, ...) of packages such as Biome, esbuild and Tailwind's oxide. `npm install`
// then leaves them out of package-lock.json and `npm ci` refuses the lock as out of sync.
// This adds an entry for each missing optional dependency, with the platform its name
// implies, so `npm ci` skips it on Linux exactly as it would with a complete lock.
// Run after `npm install`: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const entry = {};
  const os = name.match(/(darwin|win32|android|freebsd|openbsd|netbsd|sunos|aix|linux)/);
  if (os) entry.os = [os[1]];
  const cpu = name.match(/(arm64|x64|ia32|arm|ppc64|s390x|riscv64|loong64|mips64el|wasm32)/);
  if (cpu) entry.cpu = [cpu[1]];
  if (/musl/.test(name)) entry.libc = ["musl"];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~=]/, ""),
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
