# Shared by the packaging scripts (sourced): retries for the network, and a minimal Debian tree
# in a folder, made on first use, with the network's name servers and /proc (and /dev if asked).

# Runs a command up to three times, five seconds apart (Debian's mirror may drop a connection).
retry() { local n; for n in 1 2 3; do "$@" && return 0; echo "retry $n: $*" >&2; sleep 5; done; return 1; }

# debian_tree DIR SUITE [dev]: a minimal Debian SUITE in DIR, ready to chroot into.
debian_tree() {
  local dir=$1 suite=$2
  if [ ! -x "$dir/usr/bin/apt-get" ]; then
    command -v debootstrap >/dev/null || retry apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
    retry debootstrap --variant=minbase "$suite" "$dir" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >/dev/null
  fi
  cp /etc/resolv.conf "$dir/etc/resolv.conf"
  mountpoint -q "$dir/proc" || mount -t proc proc "$dir/proc"
  if [ "${3:-}" = dev ]; then
    mountpoint -q "$dir/dev" || mount --bind /dev "$dir/dev"
  fi
}
