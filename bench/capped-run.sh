#!/usr/bin/env bash
# A long bench run in the background, in its own cgroup-v1 memory cap, so a build at 100,000
# stories cannot push the shared machine out of memory; nothing here is timed by a test.
#   bench/capped-run.sh NAME GIB LOG -- command args...
# Every output line gets the wall clock (a run that is killed prints no step table, so the stage
# times come from these); bench/cgroup-sample.sh writes LOG.mem and LOG.peak beside it.
# Stop a run with: kill -- -$(cat LOG.pid) (the whole process group, nothing else).
set -euo pipefail
# Its own session, so the pid in LOG.pid is the process group of the whole run.
if [[ -z ${CAPPED_RUN_INSIDE:-} ]]; then
  CAPPED_RUN_INSIDE=1 setsid nohup "$0" "$@" >/dev/null 2>&1 </dev/null &
  exit 0
fi
name=$1 gib=$2 log=$3
shift 3
[[ ${1:-} == -- ]] && shift
cg=/sys/fs/cgroup/memory/$name
mkdir -p "$cg"
echo $((gib * 1024 ** 3)) >"$cg/memory.limit_in_bytes"
echo 0 >"$cg/memory.swappiness" 2>/dev/null || true

{
  echo $$ >"$cg/cgroup.procs"
  echo $$ >"$log.pid"
  "$(dirname "$0")/cgroup-sample.sh" "$name" "$log" &
  sampler=$!
  printf '%(%H:%M:%S)T start: %s (cap %d GiB, load %s)\n' -1 "$*" "$gib" "$(cut -d' ' -f1-3 /proc/loadavg)"
  set +e
  nice -n 5 "$@" 2>&1 | while IFS= read -r line; do printf '%(%H:%M:%S)T %s\n' -1 "$line"; done
  code=${PIPESTATUS[0]}
  kill "$sampler"
  printf '%(%H:%M:%S)T exit %d; %s; max_usage (with page cache) %d MB; load %s\n' -1 "$code" "$(cat "$log.peak" 2>/dev/null)" \
    $(($(cat "$cg/memory.max_usage_in_bytes") / 1048576)) "$(cut -d' ' -f1-3 /proc/loadavg)"
} >"$log" 2>&1
