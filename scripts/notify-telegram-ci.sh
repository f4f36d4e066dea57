#!/usr/bin/env bash
# The Telegram step of the Deploy and Telegram workflows (README, "Telegram posts"): checks out the
# ledger branch (telegram-ledger; created empty by the first run) beside the code, then posts with
# every ledger change committed and pushed at once. Run from the code checkout, whose stored
# credentials the ledger worktree shares. Does nothing without TELEGRAM_BOT_TOKEN.
set -euo pipefail
branch=telegram-ledger
if [ -z "${TELEGRAM_BOT_TOKEN:-}" ]; then
  echo "::notice title=Telegram::TELEGRAM_BOT_TOKEN is not set; nothing is posted."
  exit 0
fi
git config user.name >/dev/null || git config user.name 'github-actions[bot]'
git config user.email >/dev/null || git config user.email '41898282+github-actions[bot]@users.noreply.github.com'
rm -rf ../telegram-ledger
set +e
git ls-remote --exit-code --heads origin "refs/heads/$branch" >/dev/null
status=$?
set -e
case "$status" in
  0)
    git fetch --no-tags --depth=1 origin "refs/heads/$branch:refs/remotes/origin/$branch"
    git worktree add --detach ../telegram-ledger "origin/$branch"
    ;;
  2)
    git worktree add --detach ../telegram-ledger
    git -C ../telegram-ledger checkout --quiet --orphan "$branch"
    git -C ../telegram-ledger rm -r -q --cached . >/dev/null
    git -C ../telegram-ledger clean -fdxq
    ;;
  *)
    echo "::error title=Telegram::Cannot read the branches of origin (git ls-remote exit $status)."
    exit 1
    ;;
esac
markets=()
# The hourly market refresh passes its published folder, so the chats' price moves come from the history it just wrote.
if [ -n "${TELEGRAM_MARKETS:-}" ]; then markets=(--markets "$TELEGRAM_MARKETS"); fi
npm run --silent notify:telegram -- --ledger ../telegram-ledger/telegram.json --push "$branch" --backfill "${TELEGRAM_BACKFILL:-0}" "${markets[@]}"
