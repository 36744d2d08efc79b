# shellcheck shell=bash
# Podman for the bench/*/run.sh scripts that run containers (sourced after script.sh).

# podman_settings: points CONTAINERS_CONF at deploy/local/containers.conf where podman's defaults fail, on
# machines that mix cgroup versions or cap open files (docs/deploy.md; the system tests decide the same way),
# unless it is set already.
podman_settings() {
  if [[ -z "${CONTAINERS_CONF:-}" ]] && { [[ -d /sys/fs/cgroup/unified ]] ||
    [[ "$(ulimit -Hn)" != unlimited && "$(ulimit -Hn)" -lt 1048576 ]]; }; then
    export CONTAINERS_CONF="$root/deploy/local/containers.conf"
  fi
}
