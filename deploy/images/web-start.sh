#!/bin/sh
# quiz-web: nginx from /etc/quiz/nginx.conf.in (the `pnpm cluster` template rendered by `pnpm images`),
# with the two things only the deployment knows:
#   QUIZ_LISTEN     the address nginx listens on (default 8080: every interface of the pod)
#   QUIZ_UPSTREAMS  the server addresses, space-separated host:port (default quiz-server:8080, the Service)
# Logs go to the container's stdout/stderr.
set -eu
run=/tmp/nginx
mkdir -p "$run/tmp/body" "$run/tmp/proxy" "$run/tmp/fastcgi" "$run/tmp/uwsgi" "$run/tmp/scgi"
ln -sf /dev/stderr "$run/error.log"
ln -sf /dev/stdout "$run/access.log"
rm -f "$run/nginx.pid"
# shellcheck disable=SC2086 # one argument per address
quiz-web-upstreams ${QUIZ_UPSTREAMS:-quiz-server:8080}
sed "s|__QUIZ_LISTEN__|${QUIZ_LISTEN:-8080}|" /etc/quiz/nginx.conf.in > "$run/nginx.conf"
exec nginx -e stderr -p "$run" -c "$run/nginx.conf" -g 'daemon off;'
