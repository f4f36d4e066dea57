#!/usr/bin/env bash
# Samples a cgroup-v1 memory group every 5 s until killed (bench/capped-run.sh starts it):
#   bench/cgroup-sample.sh NAME LOG
# LOG.mem gets clock, load average, the group's resident memory (memory.stat total_rss: the
# anonymous pages of every process in it, huge pages included, without the page cache that
# memory.usage_in_bytes also counts for the files a build writes), usage, failcnt, and the three
# largest processes in it, which name the stage. LOG.peak holds the largest resident figure so far.
set -uo pipefail
cg=/sys/fs/cgroup/memory/$1 log=$2
peak=0
while sleep 5; do
  # printf, not print: mawk prints numbers past 2^31 in exponent form.
  rss=$(awk '$1 == "total_rss" { s += $2 } END { printf "%.0f", s }' "$cg/memory.stat")
  ((rss > peak)) && peak=$rss
  procs=$(for pid in $(cat "$cg/cgroup.procs"); do
    ps -o rss=,args= -p "$pid" 2>/dev/null || true
  done | sort -rn | head -3 | awk '{ printf "%d MB %s | ", $1 / 1024, substr($0, index($0, $2), 90) }')
  printf '%(%H:%M:%S)T load %s rss %d MB usage %d MB fails %s :: %s\n' -1 \
    "$(cut -d' ' -f1-3 /proc/loadavg)" $((rss / 1048576)) $(($(cat "$cg/memory.usage_in_bytes") / 1048576)) \
    "$(cat "$cg/memory.failcnt")" "$procs" >>"$log.mem"
  echo "peak rss $((peak / 1048576)) MB" >"$log.peak"
done
