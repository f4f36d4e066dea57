#!/usr/bin/env bash
# A long bench run in the background, in its own cgroup-v1 memory cap, so a build at 100,000
# stories cannot push the shared machine out of memory; nothing here is timed by a test.
#   bench/capped-run.sh NAME GIB LOG -- command args...
# Every output line gets the wall clock (a run that is killed prints no step table, so the stage
# times come from these). LOG.mem gets, every 5 s: clock, load average, the cgroup's resident
# memory (memory.stat total_rss + total_rss_huge: resident pages of every process in it, without
# the page cache that memory.usage_in_bytes also counts for the files written) and the three
# largest processes in it, which name the stage. The last line of LOG.mem is the peak.
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

sample() {
  local peak=0 rss procs
  while sleep 5; do
    rss=$(awk '$1 == "total_rss" || $1 == "total_rss_huge" { s += $2 } END { print s + 0 }' "$cg/memory.stat")
    ((rss > peak)) && peak=$rss
    procs=$(for pid in $(cat "$cg/cgroup.procs"); do
      ps -o rss=,args= -p "$pid" 2>/dev/null || true
    done | sort -rn | head -3 | awk '{ printf "%d MB %s | ", $1 / 1024, substr($0, index($0, $2), 90) }')
    printf '%(%H:%M:%S)T load %s rss %d MB usage %d MB fails %s :: %s\n' -1 \
      "$(cut -d' ' -f1-3 /proc/loadavg)" $((rss / 1048576)) $(($(cat "$cg/memory.usage_in_bytes") / 1048576)) \
      "$(cat "$cg/memory.failcnt")" "$procs" >>"$log.mem"
    echo "peak rss $((peak / 1048576)) MB" >"$log.peak"
  done
}

{
  echo $$ >"$cg/cgroup.procs"
  echo $$ >"$log.pid"
  sample &
  sampler=$!
  printf '%(%H:%M:%S)T start: %s (cap %d GiB, load %s)\n' -1 "$*" "$gib" "$(cut -d' ' -f1-3 /proc/loadavg)"
  set +e
  nice -n 5 "$@" 2>&1 | while IFS= read -r line; do printf '%(%H:%M:%S)T %s\n' -1 "$line"; done
  code=${PIPESTATUS[0]}
  kill "$sampler"
  printf '%(%H:%M:%S)T exit %d; %s; max_usage (with page cache) %d MB; load %s\n' -1 "$code" "$(cat "$log.peak" 2>/dev/null)" \
    $(($(cat "$cg/memory.max_usage_in_bytes") / 1048576)) "$(cut -d' ' -f1-3 /proc/loadavg)"
} >"$log" 2>&1
