#!/bin/sh
# Start of the quiz-server and quiz-web containers: every remote version folder the image carries
# (/opt/quiz/remotes/<remote>/<version>) that /srv/remotes lacks is copied there first — /srv/remotes is
# the volume web and server pods share when the deployment mounts one (a remote team's release adds its
# version folder there), else the container's own directory. Version folders never change once written:
# an existing one is left as it is. Then the command runs in place of this script.
set -eu
for version in /opt/quiz/remotes/*/*; do
  [ -d "$version" ] || continue
  target="/srv/remotes/${version#/opt/quiz/remotes/}"
  [ -e "$target" ] && continue
  mkdir -p "$(dirname "$target")"
  # copied aside, then renamed: another pod starting at the same time never sees half a folder
  cp -R "$version" "$target.tmp.$$" && mv -T "$target.tmp.$$" "$target" 2>/dev/null || rm -rf "$target.tmp.$$"
done
exec "$@"
