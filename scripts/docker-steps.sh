#!/usr/bin/env bash
# Replays infra/Dockerfile outside Docker (images cannot be pulled on these machines), in a clean
# clone of HEAD under /tmp, and checks infra/docker-compose.yml and infra/nginx.conf:
#   bash scripts/docker-steps.sh            (root: it runs the API as the unprivileged `nobody`)
# The Dockerfile's COPY and RUN lines are read from the file itself and replayed stage by stage in
# folders named after the stages, so the replay cannot drift from the Dockerfile. Each step is
# printed with its result; the first failure stops the script (exit 1). See infra/README.md for
# what this does not prove.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/docker-steps.XXXXXX)
chmod 755 "$work" # the unprivileged user reads the runtime folder below it
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ "${KEEP:-}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

step() { printf '\n== %s\n' "$*"; }
ok() { printf '   ok: %s\n' "$*"; }
fail() { printf '   FAILED: %s\n' "$*"; exit 1; }
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

step "clone HEAD of $repo into $work/repo"
git clone --quiet --no-hardlinks "$repo" "$work/repo"
ok "$(git -C "$work/repo" log --oneline -1)"
if [ "${WORKTREE_INFRA:-}" = 1 ]; then # while editing: the working tree's infra/ and .dockerignore over the clone
  cp -a "$repo/infra/." "$work/repo/infra/"; cp "$repo/.dockerignore" "$work/repo/"
  ok "WORKTREE_INFRA=1: infra/ and .dockerignore from the working tree, not HEAD"
fi
dockerfile="$work/repo/infra/Dockerfile"

step "build context: the clone less .dockerignore's patterns"
# Docker anchors a pattern without **/ at the context's root; rsync anchors it with a leading /.
excludes=()
while IFS= read -r line; do
  line=${line%%#*}; line=$(echo "$line" | xargs)
  [ -z "$line" ] && continue
  case $line in '**/'*) excludes+=("--exclude=${line#'**/'}") ;; *) excludes+=("--exclude=/$line") ;; esac
done < "$work/repo/.dockerignore"
rsync -a "${excludes[@]}" "$work/repo/" "$work/context/"
for banned in .git node_modules data; do
  found=$(find "$work/context" -name "$banned" | head -1)
  [ -z "$found" ] || fail "$banned is in the context ($found)"
done
ok "$(find "$work/context" -type f | wc -l) files, $(du -sh "$work/context" | cut -f1); no .git, node_modules or data"

step "tools: npm as pinned by the Dockerfile, Node on this machine"
pinned=$(grep -oE 'npm install -g npm@[0-9.]+' "$dockerfile" | sed 's/.*@//')
[ "$(npm -v)" = "$pinned" ] || fail "npm $(npm -v) here, the Dockerfile pins $pinned"
image=$(grep -oE '^ARG NODE_IMAGE=.*' "$dockerfile" | cut -d= -f2)
ok "npm $pinned (the image's 'npm install -g npm@$pinned' is not run here); Node $(node -v) here, the image has $image"

# Every installed package has the committed lock's version (the Dockerfile installs with
# `npm install`, which may add other platforms' entries to the lock but never moves a version).
check_lock() { # $1: folder that was installed, $2: the committed lock
  node -e '
    const fs = require("fs"), path = require("path");
    const [dir, lockFile] = process.argv.slice(1);
    const lock = JSON.parse(fs.readFileSync(lockFile, "utf8")).packages;
    let checked = 0; const wrong = [];
    for (const [key, entry] of Object.entries(lock)) {
      if (!key.includes("node_modules/") || entry.link || !entry.version) continue;
      const manifest = path.join(dir, key, "package.json");
      if (!fs.existsSync(manifest)) continue;
      const { version } = JSON.parse(fs.readFileSync(manifest, "utf8"));
      checked++;
      if (version !== entry.version) wrong.push(`${key} ${version} (lock ${entry.version})`);
    }
    if (wrong.length) { console.error(wrong.join("\n")); process.exit(1); }
    console.log(`${checked} installed packages, each at the version in the committed lock`);
  ' "$1" "$2"
}

# Replays one stage's COPY, WORKDIR and RUN lines. Sources of a COPY come from the build context or
# from an earlier stage's folder ($work/stage-<name>); the stage's /app is $work/stage-<name>/app.
replay_stage() { # $1: stage name
  local stage=$1 in=0 line
  local root="$work/stage-$stage"
  mkdir -p "$root/app"
  while IFS= read -r line; do
    if [[ $line =~ ^FROM[[:space:]].*[[:space:]]AS[[:space:]]+([a-z]+) ]]; then
      if [ "${BASH_REMATCH[1]}" = "$stage" ]; then in=1; else in=0; fi
      continue
    fi
    [ $in = 1 ] || continue
    case $line in
      COPY\ *)
        read -ra words <<< "${line#COPY }"
        local from="$work/context" dest
        if [[ ${words[0]} == --from=* ]]; then from="$work/stage-${words[0]#--from=}"; words=("${words[@]:1}"); fi
        dest=${words[-1]}; unset 'words[-1]'
        [[ $dest == /* ]] || dest="/app/$dest"
        echo "   $line"
        for src in "${words[@]}"; do
          if [ "$from" = "$work/context" ]; then src="$from/$src"; else src="$from$src"; fi
          # shellcheck disable=SC2206 # the Dockerfile's wildcards expand here as in COPY
          local matches=($src)
          [ -e "${matches[0]}" ] || fail "COPY source missing: $src"
          for m in "${matches[@]}"; do
            if [[ $dest == */ ]]; then mkdir -p "$root$dest"; cp -a "$m" "$root$dest"
            elif [ -d "$m" ]; then mkdir -p "$root$dest"; cp -a "$m/." "$root$dest"
            else mkdir -p "$(dirname "$root$dest")"; cp -a "$m" "$root$dest"; fi
          done
        done ;;
      RUN\ *)
        local cmd=${line#RUN }
        if [ "$stage" = runtime ]; then echo "   $line (replaced: a temporary DATA_DIR owned by nobody)"; continue; fi
        echo "   $line"
        (cd "$root/app" && bash -c "$cmd") > "$work/$stage-run.log" 2>&1 || { tail -30 "$work/$stage-run.log"; fail "$cmd"; }
        grep -E '^(added|removed|changed|up to date)|Tasks:|Time:' "$work/$stage-run.log" | sed 's/^/      /' || true ;;
    esac
  done < "$dockerfile"
}

step "stage build (COPY . . ; npm install ; npm run build)"
replay_stage build
check_lock "$work/stage-build/app" "$work/context/package-lock.json" | sed 's/^/   /'
[ -f "$work/stage-build/app/apps/api/dist/main.js" ] && [ -f "$work/stage-build/app/apps/web/dist/index.html" ] ||
  fail "the build left no apps/api/dist/main.js or apps/web/dist/index.html"
api_size=$(du -h "$work/stage-build/app/apps/api/dist/main.js" | cut -f1)
web_size=$(du -sh "$work/stage-build/app/apps/web/dist" | cut -f1)
ok "apps/api/dist/main.js $api_size, apps/web/dist $web_size"

step "stage deps (the manifests and the lock; npm install --omit=dev --workspace @portal/api)"
replay_stage deps
check_lock "$work/stage-deps/app" "$work/context/package-lock.json" | sed 's/^/   /'
for dev in tsx vite esbuild vitest eslint turbo drizzle-kit s3rver fast-check react react-dom @mantine/core; do
  [ ! -e "$work/stage-deps/app/node_modules/$dev" ] || fail "$dev is in the production dependencies"
done
deps_entries=$(ls "$work/stage-deps/app/node_modules" | wc -l)
deps_size=$(du -sh "$work/stage-deps/app/node_modules" | cut -f1)
ok "$deps_entries top-level entries, $deps_size; none of tsx, vite, esbuild, vitest, eslint, turbo, drizzle-kit, s3rver, fast-check, react, @mantine/core"
[ ! -e "$work/stage-deps/app/node_modules/typescript" ] ||
  ok "typescript is there as a peer dependency of @trpc/server (npm installs peers); nothing imports it at run time"

step "stage runtime: only the Dockerfile's runtime COPY lines, into a fresh folder"
replay_stage runtime
app="$work/stage-runtime/app"
ok "$(find "$app" -type f | wc -l) files, $(du -sh "$app" | cut -f1); top level: $(ls "$app" | tr '\n' ' ')"
[ ! -e "$app/apps/api/src/main.ts" ] && [ ! -e "$app/apps/web/src" ] || fail "sources are in the runtime folder"
ok "no sources but the two data files the bundle reads (catalog-types.ts as a locator, the sample video)"

step "the bundle's package imports resolve from the runtime folder alone"
# Resolved from apps/api/, where the bundle's lookups start (apps/api/node_modules, then the root's).
cat > "$app/apps/api/.import-check.mjs" <<'JS'

  import { readFileSync } from "node:fs";
  import { builtinModules } from "node:module";
  const code = readFileSync("apps/api/dist/main.js", "utf8");
  // esbuild writes static imports one a line at the top, and keeps import("x") and require("x") of externals.
  const patterns = [
    /^import\s[^;]*?from\s*"([^"]+)";?$/gm,
    /^import\s*"([^"]+)";?$/gm,
    /\bimport\(\s*"([^"./][^"]*)"\s*\)/g,
    /\b(?:__)?require\(\s*"([^"./][^"]*)"\s*\)/g,
  ];
  const specs = new Set(patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[1])).filter((s) => !s.startsWith(".")));
  const bare = [...specs].filter((s) => !s.startsWith("node:") && !builtinModules.includes(s));
  const missing = bare.filter((s) => { try { import.meta.resolve(s); return false; } catch { return true; } });
  if (missing.length) { console.error("unresolved:", missing.join(", ")); process.exit(1); }
  const dev = bare.filter((s) => /^(tsx|vite|esbuild|vitest|typescript)(\/|$)/.test(s));
  if (dev.length) { console.error("dev tools imported:", dev.join(", ")); process.exit(1); }
  console.log(`   ok: ${bare.length} package imports, all resolved, none of tsx/vite/esbuild/vitest/typescript`);
JS
(cd "$app" && runuser -u nobody -- node apps/api/.import-check.mjs) || fail "an import of the bundle does not resolve"
rm "$app/apps/api/.import-check.mjs"

start_api() { # $1: name, $2: port; the runtime stage's ENV with PORT and DATA_DIR of this run
  mkdir -p "$work/$1-data"; chown nobody "$work/$1-data"
  (cd "$app" && exec runuser -u nobody -- env -i PATH=/usr/bin:/bin HOME="$work/$1-data" \
    NODE_ENV=production PORT="$2" HOST=127.0.0.1 DATA_DIR="$work/$1-data" \
    node apps/api/dist/main.js) > "$work/$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "http://127.0.0.1:$2/api/health" 2>/dev/null && return 0
    kill -0 "${pids[-1]}" 2>/dev/null || { tail -20 "$work/$1.log"; fail "$1 exited"; }
    sleep 0.5
  done
  tail -20 "$work/$1.log"; fail "$1 did not answer /api/health within 60 s"
}

port1=$(free_port)
step "start the API from the runtime folder alone as nobody (CMD node apps/api/dist/main.js; NODE_ENV=production, PGlite in a temp DATA_DIR, port $port1)"
start_api api1 "$port1"
ok "$(grep -o 'Dealer Portal is running.*' "$work/api1.log")"
user=$(ps -o user= -p "$(pgrep -P "${pids[0]}" -x node || pgrep -f "node apps/api/dist/main.js" | head -1)" | head -1)
ok "the process runs as: $user"

check_serves() { # $1: base URL, $2: what
  local code
  code=$(curl -s -o /dev/null -w '%{http_code}' "$1/api/health")
  [ "$code" = 200 ] || fail "$2 GET /api/health answered $code"
  ok "$2 GET /api/health -> 200 $(curl -s "$1/api/health")"
  for page in / /orders; do
    curl -s -o "$work/page.html" -w '%{http_code} %{content_type}\n' "$1$page" > "$work/page.status"
    cmp -s "$work/page.html" "$app/apps/web/dist/index.html" || fail "$2 GET $page is not the SPA's index.html ($(cat "$work/page.status"))"
    ok "$2 GET $page -> $(cat "$work/page.status"), the SPA's index.html byte for byte"
  done
}
check_serves "http://127.0.0.1:$port1" "API:"

step "the image's HEALTHCHECK command, run as nobody against this instance"
hc=$(grep -oE "fetch\('http://127.0.0.1:3000/api/health'\)[^\"]*" "$dockerfile")
runuser -u nobody -- node -e "${hc//:3000/:$port1}" && ok "exit 0" || fail "HEALTHCHECK exits non-zero"

step "after 5 s: nothing logged at error level (sample catalog import and sample library in the background)"
sleep 5
if grep -E '"level":(50|60)' "$work/api1.log" | head -5 | grep .; then fail "errors in the log"; fi
ok "$(wc -l < "$work/api1.log") log lines, none at error or fatal"

step "compose file: parsed, services and keys checked (docker compose config is not available here)"
python3 - "$work/repo/infra/docker-compose.yml" <<'PY'
import json, re, sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
s = doc["services"]
def need(cond, what):
    if not cond: sys.exit(f"   FAILED: {what}")
    print(f"   ok: {what}")
def interpolate(text, env):
    # Compose's ${VAR}, ${VAR:-default} and ${VAR:?message}, with the variables given here.
    def one(m):
        name, op, rest = m.group(1), m.group(2), m.group(3)
        if env.get(name): return env[name]
        if op == ":-": return rest
        sys.exit(f"   FAILED: {name} is required ({rest})")
    return re.sub(r"\$\{(\w+)(?:(:-|:\?)([^}]*))?\}", one, text)
need(set(s) == {"postgres", "seaweedfs", "s3-init", "api1", "api2", "proxy"}, f"services {sorted(s)}")
need(str(s["postgres"]["image"]).startswith("postgres:16"), "postgres: image postgres:16")
need("pg_isready" in str(s["postgres"]["healthcheck"]["test"]), "postgres: pg_isready healthcheck")
w = s["seaweedfs"]
need(re.fullmatch(r"chrislusf/seaweedfs:\d+\.\d+", w["image"]) is not None, f"seaweedfs: image pinned to a release ({w['image']})")
need("/healthz" in str(w["healthcheck"]["test"]), "seaweedfs: healthcheck " + str(w["healthcheck"]["test"]))
mounted = any(c["target"] == "/etc/seaweedfs/s3.json" for c in w["configs"])
need("-s3.config=/etc/seaweedfs/s3.json" in w["command"] and mounted, "seaweedfs: identities from the config seaweedfs-s3")
secrets = {"S3_ADMIN_SECRET_KEY": "adminsecret0123456789", "S3_SECRET_KEY": "portalsecret0123456789"}
identities = {i["name"]: i for i in json.loads(interpolate(doc["configs"]["seaweedfs-s3"]["content"], secrets))["identities"]}
need(set(identities) == {"admin", "portal"}, "seaweedfs-s3: valid JSON once interpolated, identities admin and portal (no anonymous)")
need(identities["portal"]["credentials"][0]["secretKey"] == secrets["S3_SECRET_KEY"], "seaweedfs-s3: portal's secret is S3_SECRET_KEY")
portal = identities["portal"]["actions"]
need(all(re.fullmatch(r"(Read|Write|List):portal-\*", a) for a in portal), f"seaweedfs-s3: portal limited to portal-* ({portal})")
i = s["s3-init"]; ienv = i["environment"]
need(i["depends_on"]["seaweedfs"]["condition"] == "service_healthy", "s3-init: once seaweedfs is healthy")
need(i["command"][-1] == "apps/api/dist/make-buckets.js", "s3-init: node apps/api/dist/make-buckets.js")
admin_key = ienv["S3_ACCESS_KEY"].startswith("${S3_ADMIN_ACCESS_KEY") and ienv["S3_SECRET_KEY"].startswith("${S3_ADMIN_SECRET_KEY:?")
need(admin_key, "s3-init: the administrator's key")
for name in ("api1", "api2"):
    a = s[name]; env = a["environment"]
    need(a["restart"] == "unless-stopped", f"{name}: restart unless-stopped")
    need(a["depends_on"]["postgres"]["condition"] == "service_healthy", f"{name}: waits for a healthy postgres")
    need(a["depends_on"]["s3-init"]["condition"] == "service_completed_successfully", f"{name}: waits for the buckets")
    need(a["build"]["dockerfile"] == "infra/Dockerfile" and a["build"]["context"] == "..", f"{name}: built from infra/Dockerfile, context the repository")
    need(env["NODE_ENV"] == "production" and env["DATABASE_URL"].startswith("postgres://"), f"{name}: NODE_ENV=production, DATABASE_URL")
    for key in ("JWT_SECRET", "FILES_SIGNING_SECRET", "S3_SECRET_KEY"):
        need(env[key].startswith("${" + key + ":?"), f"{name}: {key} from the environment, required")
    need(all(env.get(k) for k in ("S3_ENDPOINT", "S3_ACCESS_KEY", "S3_SECRET_KEY", "S3_REGION", "S3_BUCKET_PREFIX")), f"{name}: all five S3_* set")
    need("ADMIN" not in env["S3_ACCESS_KEY"] + env["S3_SECRET_KEY"], f"{name}: its own S3 key, not the administrator's")
    need(env.get("S3_PUBLIC_URL"), f"{name}: S3_PUBLIC_URL {env.get('S3_PUBLIC_URL')}")
    need(str(env.get("TRUST_PROXY")) == "1", f"{name}: TRUST_PROXY=1 (one proxy in front)")
p = s["proxy"]
waits = {n: p["depends_on"][n]["condition"] for n in ("api1", "api2")}
need(waits == {"api1": "service_healthy", "api2": "service_started"}, f"proxy: up once one instance is healthy {waits}")
need(any("nginx.conf" in v for v in p["volumes"]) and p["ports"], f"proxy: infra/nginx.conf, ports {p['ports']}")
PY

if command -v nginx > /dev/null; then
  port2=$(free_port); pport=$(free_port)
  step "nginx (Debian's $(nginx -v 2>&1 | cut -d/ -f2)): infra/nginx.conf with api1/api2 pointed at two local instances, nginx -t, then requests through it"
  start_api api2 "$port2"
  ok "a second instance on port $port2 (its own PGlite)"
  mkdir -p "$work/nginx"
  sed -e "s/listen 80;/listen 127.0.0.1:$pport;/" -e "s/api1:3000/127.0.0.1:$port1/" -e "s/api2:3000/127.0.0.1:$port2/" \
    "$work/repo/infra/nginx.conf" > "$work/nginx/nginx.conf"
  nginx -t -p "$work/nginx" -c "$work/nginx/nginx.conf" -g "pid $work/nginx/nginx.pid;" 2>&1 | sed 's/^/   /'
  nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -g "pid $work/nginx/nginx.pid; daemon off;" > "$work/nginx.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 20); do curl -s -o /dev/null "http://127.0.0.1:$pport/" && break; sleep 0.25; done
  check_serves "http://127.0.0.1:$pport" "proxy:"
  before1=$(grep -c '/api/health' "$work/api1.log" || true); before2=$(grep -c '/api/health' "$work/api2.log" || true)
  for _ in $(seq 1 20); do curl -fsS -o /dev/null "http://127.0.0.1:$pport/api/health" || fail "a request through the proxy failed"; done
  after1=$(grep -c '/api/health' "$work/api1.log" || true); after2=$(grep -c '/api/health' "$work/api2.log" || true)
  ok "20 x GET /api/health through the proxy: 20 answered 200; log lines naming it grew by $((after1 - before1)) on api1, $((after2 - before2)) on api2"
  [ $((after1 - before1)) -gt 0 ] && [ $((after2 - before2)) -gt 0 ] || fail "the proxy did not reach both instances"
  kill "${pids[0]}"; wait "${pids[0]}" 2>/dev/null || true
  for _ in $(seq 1 10); do
    code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$pport/api/health")
    [ "$code" = 200 ] || fail "with api1 stopped, the proxy answered $code"
  done
  ok "api1 stopped: 10 x GET /api/health through the proxy still 200 (proxy_next_upstream to api2)"
else
  step "nginx is not installed: infra/nginx.conf was not checked (apt-get install -y nginx-light)"
fi

printf '\nall steps passed\n'
