#!/usr/bin/env bash
# The newcomer check: a clean clone of the committed project, `npm install`, `npm start`,
# then the site and the API answer; Ctrl-C stops it cleanly; a second start keeps the data.
# Prints how long each step took: the newcomer's whole path from clone to first answer.
set -uo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="${FRESH_PORT:-4397}"
passed=0
failed=0
server_pid=""

check() { # check "what" command...
  local what="$1"; shift
  if "$@"; then passed=$((passed + 1)); echo "  ok    $what"; else failed=$((failed + 1)); echo "  FAIL  $what"; fi
}

cleanup() {
  [ -n "$server_pid" ] && kill -KILL -- "-$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

start_server() { # starts `npm start` in the clone, waits for the health check
  # Its own process group, so that Ctrl-C can be sent to all of it as a terminal would.
  setsid bash -c "cd '$work/app' && PORT='$port' exec npm start >>'$work/start.log' 2>&1" &
  server_pid=$!
  for _ in $(seq 1 240); do
    curl -fsS "http://127.0.0.1:$port/api/v1/health" >/dev/null 2>&1 && return 0
    kill -0 "$server_pid" 2>/dev/null || return 1
    sleep 0.5
  done
  return 1
}

stop_server() { # Ctrl-C, as a person would; true when every process of it ends within 15 s
  kill -INT -- "-$server_pid" 2>/dev/null
  for _ in $(seq 1 30); do
    if ! pgrep -g "$server_pid" >/dev/null; then
      server_pid=""
      ! curl -fsS "http://127.0.0.1:$port/api/v1/health" >/dev/null 2>&1
      return
    fi
    sleep 0.5
  done
  return 1
}

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
seconds_since() { awk -v a="$1" -v b="$(now_ms)" 'BEGIN { printf "%.1f s", (b - a) / 1000 }'; }

status_of() { curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$1"; }
plan_ids() { curl -fsS "http://127.0.0.1:$port/api/v1/subscription" | grep -o '"_id":"[^"]*"' | sort | tr -d '\n'; }

echo "Newcomer check in $work"
t0="$(now_ms)"
git clone --quiet "$repo" "$work/app"
clone_time="$(seconds_since "$t0")"
t1="$(now_ms)"
check "npm install" bash -c "cd '$work/app' && npm install --no-audit --no-fund >'$work/install.log' 2>&1"
install_time="$(seconds_since "$t1")"
check "npm install leaves the committed package-lock.json as it is" bash -c "cd '$work/app' && git diff --quiet -- package-lock.json"
t2="$(now_ms)"
check "npm start builds, migrates, seeds and serves" start_server
home_status="$(status_of /)"
start_time="$(seconds_since "$t2")"
total_time="$(seconds_since "$t0")"
check "GET / answers 200 (got $home_status)" test "$home_status" = 200
check "GET /api/v1/health answers 200" test "$(status_of /api/v1/health)" = 200
first_ids="$(plan_ids)"
check "Ctrl-C stops the server cleanly, and nothing answers any more" stop_server
check "the embedded database's lock is released" test ! -e "$work/app/.data/db.lock"
check "a second npm start reuses the data" start_server
check "the plans are the same rows as before" test -n "$first_ids" -a "$(plan_ids)" = "$first_ids"
check "Ctrl-C stops it again" stop_server

if [ "$failed" -gt 0 ]; then
  echo "--- npm install log (tail) ---"; tail -n 20 "$work/install.log" 2>/dev/null
  echo "--- npm start log (tail) ---"; tail -n 40 "$work/start.log" 2>/dev/null
fi
echo "Time from a fresh clone to the first answer: $total_time (git clone $clone_time, npm install $install_time, npm start to / answering 200: $start_time, which builds the site, creates the embedded database, migrates and seeds)"
echo "check:fresh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
