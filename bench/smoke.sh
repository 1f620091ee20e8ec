#!/usr/bin/env bash
# `npm run bench:smoke` (docs/benchmarks.md): every benchmark once at a small size, so that a bench that
# breaks (a changed response shape, a query's missing parameter) fails CI the day it breaks.
# It fails when a bench fails to run, never when a figure misses its target (the figures of a
# 3,000-profile database on a busy CI machine mean nothing). Needs PostgreSQL (SMOKE_POSTGRES,
# default postgres://postgres@127.0.0.1:5432; it creates waliyy_bench_smoke and
# waliyy_hardening_smoke) and the production build (`npm run build`, made here when missing).
# Results go to a temporary directory, never over bench/results.
set -euo pipefail
cd "$(dirname "$0")/.."
PG="${SMOKE_POSTGRES:-postgres://postgres@127.0.0.1:5432}"
export BENCH_DATABASE_URL="$PG/waliyy_bench_smoke"
export HARDENING_DATABASE_URL="$PG/waliyy_hardening_smoke"
BENCH_RESULTS_DIR="$(mktemp -d)"
export BENCH_RESULTS_DIR
started=$SECONDS
# The benches run in three tracks at once (the bench database's; the hardening database's;
# Lighthouse with its own embedded one): each bench mostly waits on fixed-rate rounds, and a
# smoke run's figures are not read. A track's output is printed when it ends, whole.
run() {
  local name="$1" at=$SECONDS
  shift
  printf '\n--- bench smoke: %s\n' "$name"
  "$@"
  printf '\n--- bench smoke: %s took %s s\n' "$name" "$((SECONDS - at))"
}
bench_track() {
  run 'bench:contact' npm run bench:contact -- 2
  run 'bench:login' npm run bench:login -- 2 4
  run 'bench:seed' npm run bench:seed -- --profiles 3000
  run 'bench:api' npm run bench:api -- --seconds 1 --rounds 1 --rate 50 --rebuilds 3 \
    --arrivals 1000 --arrival-seconds 1
  run 'bench:plan-cache' npx tsx bench/plan-cache.ts --runs 6
  run 'bench:auth-timing' npx tsx bench/auth-timing.ts 5 fast
  run 'bench:bundle' npm run bench:bundle
}
hardening_track() {
  run 'bench:hardening' npm run bench:hardening -- --quick --profiles 3000 --start-rate 50 \
    --max-rate 60 --step-seconds 3 --warmup-seconds 2 --soak-seconds 3 --hello-seconds 2 \
    --outage-seconds 1 --pool-accounts 200 --browser-accounts 20 --login-accounts 20 \
    --skip-lighthouse --skip-fault-tests
  run 'bench:mixed-costs' npx tsx bench/mixed-costs.ts --seconds 1 --rate 10 --pool-accounts 200 \
    --browser-accounts 20 --login-accounts 20
}
lighthouse_track() {
  run 'bench:lighthouse' env LH_PAGES=/,/match LH_RUNS=1 LH_ASSERT=none npm run bench:lighthouse
}

[ -f apps/api/dist/main.js ] || npm run build
pids=() names=()
for track in bench hardening lighthouse; do
  "${track}_track" > "$BENCH_RESULTS_DIR/$track.log" 2>&1 &
  pids+=("$!") names+=("$track")
done
failed=''
for i in "${!pids[@]}"; do
  status=0
  wait "${pids[$i]}" || status=$?
  printf '\n=== bench smoke, the %s track (exit %s)\n' "${names[$i]}" "$status"
  cat "$BENCH_RESULTS_DIR/${names[$i]}.log"
  [ "$status" -eq 0 ] || failed="$failed ${names[$i]}"
done
timings="$(grep -h -- '^--- bench smoke: .* took' "$BENCH_RESULTS_DIR"/*.log | sed 's/^--- bench smoke: /  /')"
rm -rf "$BENCH_RESULTS_DIR"
if [ -n "$failed" ]; then
  printf '\nbench smoke: FAILED in the track(s):%s\n' "$failed"
  exit 1
fi
printf '\nbench smoke: every benchmark ran (%s s)\n%s\n' "$((SECONDS - started))" "$timings"
