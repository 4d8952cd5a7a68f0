#!/bin/sh
# quiz-web-upstreams HOST:PORT…: the server addresses nginx proxies to (one `server` line each, written to
# the file its upstream block includes), then a reload when nginx runs (old workers finish their
# requests). quiz-web-start writes the first list from QUIZ_UPSTREAMS; on one machine without a Service
# (the deploy test's podman pods) a rolling update calls it as the endpoints change.
set -eu
run=/tmp/nginx
: > "$run/upstreams.conf.new"
for upstream in "$@"; do
  echo "    server $upstream max_fails=1 fail_timeout=2s;" >> "$run/upstreams.conf.new"
done
mv "$run/upstreams.conf.new" "$run/upstreams.conf"
if [ -s "$run/nginx.pid" ]; then nginx -e stderr -p "$run" -c "$run/nginx.conf" -s reload; fi
